// No zod here: the storefront's checkout checks a form with these same rules before sending it.

/** The checkout texts the shopper sees (Dutch); the API answers with them, the web shows them. */
export const CHECKOUT_MESSAGES = {
  summary: 'Er zijn fouten gevonden in het formulier',
  firstName: 'Voornaam is verplicht',
  lastName: 'Achternaam is verplicht',
  email: 'E-mailadres is verplicht',
  emailInvalid: 'Voer een geldig e-mailadres in',
  billingAddress: 'Factuuradres is verplicht',
  city: 'Plaats is verplicht',
  postalCode: 'Postcode is verplicht',
  shippingAddress: 'Verzendadres is verplicht',
  shippingMethod: 'Selecteer een verzendmethode',
  paymentMethod: 'Selecteer een betaalmethode',
  country: 'Kies Nederland, België of Duitsland',
} as const;

/** What can be wrong with a checkout field; the web's locale keys `checkout.errors.<rule>`. */
export type TCheckoutRule =
  | 'emailRequired'
  | 'emailInvalid'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'billingAddressRequired'
  | 'cityRequired'
  | 'postalCodeRequired'
  | 'shippingAddressRequired'
  | 'shippingMethodRequired'
  | 'paymentMethodRequired';

export const CHECKOUT_RULE_MESSAGES: Record<TCheckoutRule, string> = {
  emailRequired: CHECKOUT_MESSAGES.email,
  emailInvalid: CHECKOUT_MESSAGES.emailInvalid,
  firstNameRequired: CHECKOUT_MESSAGES.firstName,
  lastNameRequired: CHECKOUT_MESSAGES.lastName,
  billingAddressRequired: CHECKOUT_MESSAGES.billingAddress,
  cityRequired: CHECKOUT_MESSAGES.city,
  postalCodeRequired: CHECKOUT_MESSAGES.postalCode,
  shippingAddressRequired: CHECKOUT_MESSAGES.shippingAddress,
  shippingMethodRequired: CHECKOUT_MESSAGES.shippingMethod,
  paymentMethodRequired: CHECKOUT_MESSAGES.paymentMethod,
};

/** Longest accepted value of each text field, in characters after trimming. */
export const CHECKOUT_TEXT_LIMITS = {
  customerEmail: 254,
  customerFirstName: 100,
  customerLastName: 100,
  phoneNumber: 50,
  mobileNumber: 50,
  billingAddress: 200,
  billingCity: 100,
  billingPostalCode: 20,
  shippingAddress: 200,
  shippingCity: 100,
  shippingPostalCode: 20,
  notes: 2000,
} as const;

export type TCheckoutTextField = keyof typeof CHECKOUT_TEXT_LIMITS;

/** Text fields that must not be blank, in form order, with the rule a blank one breaks. */
export const CHECKOUT_REQUIRED_FIELDS = [
  ['customerEmail', 'emailRequired'],
  ['customerFirstName', 'firstNameRequired'],
  ['customerLastName', 'lastNameRequired'],
  ['billingAddress', 'billingAddressRequired'],
  ['billingPostalCode', 'postalCodeRequired'],
  ['billingCity', 'cityRequired'],
] as const satisfies readonly (readonly [TCheckoutTextField, TCheckoutRule])[];

/** Required as well when the goods go to another address than the billing address. */
export const SHIPPING_ADDRESS_FIELDS = [
  ['shippingAddress', 'shippingAddressRequired'],
  ['shippingCity', 'cityRequired'],
  ['shippingPostalCode', 'postalCodeRequired'],
] as const satisfies readonly (readonly [TCheckoutTextField, TCheckoutRule])[];

/** The shipping address is its own only when the shopper said so (same as billing is the default). */
export const needsOwnShippingAddress = (form: { useSameAsBilling?: boolean | null }): boolean =>
  form.useSameAsBilling === false;

/** The e-mail addresses checkout accepts (the pattern zod's `z.email()` uses by default). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type TCheckoutRuleInput = Partial<Record<TCheckoutTextField, string | null>> & {
  useSameAsBilling?: boolean | null;
  shippingMethodId?: number | null;
  paymentMethod?: number | string | null;
};

export type TCheckoutProblems = Partial<
  Record<TCheckoutTextField | 'shippingMethodId' | 'paymentMethod', TCheckoutRule>
>;

/**
 * The first broken rule per field of a checkout form. A shipping method is missing when none is
 * chosen or, given the current methods, when the chosen one does not fit the order.
 */
export function checkoutProblems(
  form: TCheckoutRuleInput,
  shippingMethods?: readonly { id: number; isValidForCurrentOrder: boolean }[],
): TCheckoutProblems {
  const problems: TCheckoutProblems = {};
  const blank = (field: TCheckoutTextField) => !form[field]?.trim();
  const required = needsOwnShippingAddress(form)
    ? [...CHECKOUT_REQUIRED_FIELDS, ...SHIPPING_ADDRESS_FIELDS]
    : CHECKOUT_REQUIRED_FIELDS;
  for (const [field, rule] of required) if (blank(field)) problems[field] = rule;
  if (!problems.customerEmail && !EMAIL_PATTERN.test(form.customerEmail?.trim() ?? '')) {
    problems.customerEmail = 'emailInvalid';
  }
  const methodId = form.shippingMethodId;
  const chosen = shippingMethods
    ? shippingMethods.find((method) => method.id === methodId)
    : { isValidForCurrentOrder: true };
  if (methodId === null || methodId === undefined || !chosen?.isValidForCurrentOrder) {
    problems.shippingMethodId = 'shippingMethodRequired';
  }
  if (form.paymentMethod === null || form.paymentMethod === undefined || form.paymentMethod === '') {
    problems.paymentMethod = 'paymentMethodRequired';
  }
  return problems;
}
