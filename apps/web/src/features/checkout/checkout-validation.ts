import { CHECKOUT_COUNTRIES, DEFAULT_COUNTRY, type TCustomer, type TShippingMethod } from '@shop/contracts';
import { looksLikeEmail } from '#src/lib/email.ts';

export type TCountry = (typeof CHECKOUT_COUNTRIES)[number];

export interface CheckoutValues {
  customerEmail: string;
  customerFirstName: string;
  customerLastName: string;
  phoneNumber: string;
  mobileNumber: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: TCountry;
  useSameAsBilling: boolean;
  shippingAddress: string;
  shippingCity: string;
  shippingPostalCode: string;
  shippingCountry: TCountry;
  shippingMethodId: number | null;
  paymentMethod: number | null;
  notes: string;
}

export type CheckoutField = keyof CheckoutValues;

/** Fields in form order: the error summary lists them in this order. */
export const CHECKOUT_FIELD_ORDER: CheckoutField[] = [
  'customerEmail',
  'customerFirstName',
  'customerLastName',
  'phoneNumber',
  'mobileNumber',
  'billingAddress',
  'billingPostalCode',
  'billingCity',
  'billingCountry',
  'shippingAddress',
  'shippingPostalCode',
  'shippingCity',
  'shippingCountry',
  'shippingMethodId',
  'paymentMethod',
  'notes',
];

/** Message keys of the checkout section of the locale files (spec §5 texts). */
export type CheckoutErrorKey =
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

export const emptyCheckout = (): CheckoutValues => ({
  customerEmail: '',
  customerFirstName: '',
  customerLastName: '',
  phoneNumber: '',
  mobileNumber: '',
  billingAddress: '',
  billingCity: '',
  billingPostalCode: '',
  billingCountry: DEFAULT_COUNTRY,
  useSameAsBilling: true,
  shippingAddress: '',
  shippingCity: '',
  shippingPostalCode: '',
  shippingCountry: DEFAULT_COUNTRY,
  shippingMethodId: null,
  paymentMethod: null,
  notes: '',
});

export const isCountry = (value: string): value is TCountry =>
  (CHECKOUT_COUNTRIES as readonly string[]).includes(value);

/**
 * Spec §5 checkout rules, in the order the fields appear. A shipping method that is not valid for
 * the current order counts as not chosen.
 */
export function validateCheckout(
  values: CheckoutValues,
  shippingMethods: Pick<TShippingMethod, 'id' | 'isValidForCurrentOrder'>[],
): Partial<Record<CheckoutField, CheckoutErrorKey>> {
  const errors: Partial<Record<CheckoutField, CheckoutErrorKey>> = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(values.customerEmail)) errors.customerEmail = 'emailRequired';
  else if (!looksLikeEmail(values.customerEmail)) errors.customerEmail = 'emailInvalid';
  if (blank(values.customerFirstName)) errors.customerFirstName = 'firstNameRequired';
  if (blank(values.customerLastName)) errors.customerLastName = 'lastNameRequired';
  if (blank(values.billingAddress)) errors.billingAddress = 'billingAddressRequired';
  if (blank(values.billingPostalCode)) errors.billingPostalCode = 'postalCodeRequired';
  if (blank(values.billingCity)) errors.billingCity = 'cityRequired';
  if (!values.useSameAsBilling) {
    if (blank(values.shippingAddress)) errors.shippingAddress = 'shippingAddressRequired';
    if (blank(values.shippingPostalCode)) errors.shippingPostalCode = 'postalCodeRequired';
    if (blank(values.shippingCity)) errors.shippingCity = 'cityRequired';
  }
  const method = shippingMethods.find((candidate) => candidate.id === values.shippingMethodId);
  if (!method?.isValidForCurrentOrder) errors.shippingMethodId = 'shippingMethodRequired';
  if (values.paymentMethod === null) errors.paymentMethod = 'paymentMethodRequired';
  return errors;
}

/** Spec §6: checkout is prefilled from the profile; only empty fields are filled. */
export function prefillFromCustomer(values: CheckoutValues, customer: TCustomer): CheckoutValues {
  const fill = (current: string, next: string | null | undefined) => (current.trim() ? current : (next ?? ''));
  return {
    ...values,
    customerEmail: fill(values.customerEmail, customer.email),
    customerFirstName: fill(values.customerFirstName, customer.firstName),
    customerLastName: fill(values.customerLastName, customer.lastName),
    phoneNumber: fill(values.phoneNumber, customer.phoneNumber),
    billingAddress: fill(values.billingAddress, customer.address),
    billingCity: fill(values.billingCity, customer.city),
    billingPostalCode: fill(values.billingPostalCode, customer.postalCode),
    billingCountry:
      !values.billingAddress.trim() && isCountry(customer.country) ? customer.country : values.billingCountry,
  };
}

/**
 * Spec §4: when the chosen shipping method is no longer valid it is cleared and the first valid
 * one is chosen. Answers the id to select (unchanged when nothing needs to happen).
 */
export function reselectShippingMethod(
  selected: number | null,
  methods: Pick<TShippingMethod, 'id' | 'isValidForCurrentOrder'>[],
): number | null {
  if (selected === null) return null;
  if (methods.find((method) => method.id === selected)?.isValidForCurrentOrder) return selected;
  return methods.find((method) => method.isValidForCurrentOrder)?.id ?? null;
}
