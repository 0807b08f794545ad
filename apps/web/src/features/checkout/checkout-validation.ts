import {
  CHECKOUT_COUNTRIES,
  checkoutProblems,
  DEFAULT_COUNTRY,
  type TCheckoutRule,
  type TCustomer,
  type TShippingMethod,
} from '@shop/contracts';

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

/** The checkout rules of the contracts, on the form's values: the first broken rule per field. */
export function validateCheckout(
  values: CheckoutValues,
  shippingMethods: Pick<TShippingMethod, 'id' | 'isValidForCurrentOrder'>[],
): Partial<Record<CheckoutField, TCheckoutRule>> {
  return checkoutProblems(values, shippingMethods);
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
