// Types only: the route table costs the browser no bytes and never pulls zod in.
import type {
  TBackOfficeProduct,
  TProductBulkInput,
  TProductBulkResult,
  TProductInput,
  TProductListPage,
  TProductListQuery,
  TProductOrderInput,
} from './back-office-catalogue.ts';
import type {
  TAddonInput,
  TBackOfficeAddon,
  TBackOfficeCategory,
  TCategoryInput,
  TOrderInput,
} from './back-office-categories.ts';
import type {
  TBackOfficeShippingMethod,
  TBankTransferSettingsInput,
  TPaymentSettings,
  TShippingMethodInput,
  TStripeSettingsInput,
} from './back-office-checkout-settings.ts';
import type {
  TBackOfficeCustomer,
  TBackOfficeCustomerListPage,
  TBackOfficeCustomerListQuery,
  TCustomerExport,
} from './back-office-customers.ts';
import type { TImportPreview, TImportResult } from './back-office-import.ts';
import type {
  TFocusSettingsForm,
  TFocusSettingsInput,
  TShopDetails,
  TShopDetailsInput,
  TSocialMediaInput,
  TTermsInput,
  TThemeSettings,
} from './back-office-look.ts';
import type {
  TBackOfficeMessage,
  TBackOfficeMessageListPage,
  TBackOfficeMessageListQuery,
  TMessageReadInput,
  TMessageReplyInput,
} from './back-office-messages.ts';
import type {
  TBackOfficeOrder,
  TBackOfficeOrderListPage,
  TBackOfficeOrderListQuery,
  TRefundOrderInput,
  TShipOrderInput,
} from './back-office-orders.ts';
import type {
  TAuditLogQuery,
  TStaffAcceptInput,
  TStaffAcceptResponse,
  TStaffInvitation,
  TStaffInvitationInfo,
  TStaffInviteInput,
  TStaffOverview,
} from './back-office-staff.ts';
import type { TShopStatistics } from './back-office-statistics.ts';
import type { TCart, TCartItemRequest } from './cart.ts';
import type { TCategory, TProduct, TProductAddon } from './catalogue.ts';
import type {
  TCheckoutForm,
  TPaymentMethod,
  TPlaceOrderResponse,
  TShippingCalculation,
  TShippingMethod,
} from './checkout.ts';
import type { TContactResponse } from './contact.ts';
import type {
  TCustomer,
  TCustomerLoginRequest,
  TCustomerLoginResponse,
  TCustomerMessageResponse,
  TCustomerRegisterRequest,
  TModalRegisterRequest,
  TSetPasswordRequest,
  TVerifyEmailRequest,
} from './customer.ts';
import type { TImageOrder, TImageUpdate, TManagedImage, TShopFiles } from './media-library.ts';
import type { TCancelOrderResponse, TOrder } from './order.ts';
import type { TSubscriptionPlan } from './plan.ts';
import type {
  TAdminPlan,
  TAdminShopRow,
  TAdminShopsQuery,
  TAuditEntry,
  TBillingCheckoutRequest,
  TBillingRedirect,
  TChangePasswordRequest,
  TPasswordResetConfirm,
  TPasswordResetRequest,
  TPlanInput,
  TPlatformLoginRequest,
  TPlatformLoginResponse,
  TPlatformMessageResponse,
  TPlatformSessionResponse,
  TPlatformVerifyEmailRequest,
  TRecoveryCodesResponse,
  TSecondFactorRequest,
  TShopDashboard,
  TSignupRequest,
  TSignupResponse,
  TSubdomainAvailability,
  TSupportMessage,
  TSupportRequest,
  TTwoFactorDisableRequest,
  TTwoFactorEnableRequest,
  TTwoFactorSetupResponse,
} from './platform-account.ts';
import type { TShopDomain, TShopDomainInput, TShopDomainList } from './shop-domains.ts';
import type {
  TAnalyticsTrackRequest,
  TFocusShopSettings,
  TSocialMediaSettings,
  TSubscriptionTypeResponse,
  TTenant,
  TTenantTheme,
  TTermsResponse,
} from './tenant.ts';

export type TApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file the API serves as bytes (an image, a video); only its address is used. */
type TFile = Blob;

/**
 * Every call the web client makes: the key is the method and the path (`:name` marks a path
 * parameter), the value what the call answers with a 2xx status (`response`) and, where it
 * takes them, its JSON body (`body`) and query parameters (`query`). Headers the API requires
 * besides the path are named in a comment.
 */
export interface ApiRoutes {
  'GET /api/tenants/by-name/:name': { response: TTenant };
  'GET /api/tenant-theme/:tenantName': { response: TTenantTheme };
  'GET /api/tenants/by-name/:tenantName/social-media': { response: TSocialMediaSettings };
  'GET /api/subscription/tenant/:tenantId/type': { response: TSubscriptionTypeResponse };
  'GET /api/subscription/plans': { response: TSubscriptionPlan[] };
  'GET /api/tenant-settings/focus-shop': { response: TFocusShopSettings; query: { tenantId: string } };
  'GET /api/tenants/:tenantId/terms-and-conditions': { response: TTermsResponse };
  'GET /api/tenants/:tenantId/logo': { response: TFile; query: { t?: number } };
  'GET /api/tenants/:tenantId/hero-image': { response: TFile; query: { t?: number } };
  'GET /api/tenants/:tenantId/hero-video': { response: TFile };
  'POST /api/analytics/track': { response: { accepted: true }; body: TAnalyticsTrackRequest };

  'GET /api/tenants/:tenantId/products/public': { response: TProduct[] };
  'GET /api/products/carousel/:tenantId': { response: TProduct[] };
  'GET /api/tenants/:tenantId/categories/public': { response: TCategory[] };
  'GET /api/categories/:categoryId': { response: TCategory; query: { tenantId: string } };
  'GET /api/products/public/category/:categoryId': { response: TProduct[]; query: { tenantId: string } };
  'GET /api/products/:productId': { response: TProduct; query: { tenantId: string } };
  'GET /api/products/:productId/addons/active': { response: TProductAddon[]; query: { tenantId: string } };
  /** One page of the result; the headers X-Total-Count and X-Total-Pages give the whole result's size. */
  'GET /api/products/search/public': { response: TProduct[]; query: TProductSearchRequest };
  'GET /api/products/:productId/images/:imageId/file': { response: TFile; query: { tenantId: string } };
  'GET /api/categories/:categoryId/images/:imageId/file': { response: TFile; query: { tenantId: string } };
  'GET /api/products/:productId/addons/:addonId/images/:imageId/file': {
    response: TFile;
    query: { tenantId: string };
  };

  'GET /api/cart/:sessionId/:tenantId': { response: TCart };
  'DELETE /api/cart/:sessionId/:tenantId': { response: TCart };
  'POST /api/cart/:sessionId/:tenantId/items': { response: TCart; body: TCartItemRequest };
  /** Quantity 0 removes the item. */
  'PUT /api/cart/:sessionId/:tenantId/items/id/:itemId': { response: TCart; body: { quantity: number } };
  'DELETE /api/cart/:sessionId/:tenantId/items/id/:itemId': { response: TCart };
  /** An unpaid card order of this session back into the cart; the order is cancelled, its stock freed. */
  'POST /api/cart/:sessionId/:tenantId/restore/:orderNumber': { response: TCart | null };

  'GET /api/checkout/:sessionId/:tenantId/shipping-methods': { response: TShippingMethod[] };
  'POST /api/checkout/:sessionId/:tenantId/calculate-shipping': {
    response: TShippingCalculation;
    body: { shippingMethodId: number };
  };
  /** Header Idempotency-Key: a repeated submit answers the first order. */
  'POST /api/checkout/:sessionId/:tenantId/place-order': { response: TPlaceOrderResponse; body: TCheckoutForm };
  /** Header X-Tenant-Id. */
  'GET /api/payment-methods/enabled': { response: TPaymentMethod[] };

  /** Header X-Tenant-Id: anyone holding the order number may see the order. */
  'GET /api/orders/:orderNumber': { response: TOrder };
  /** Headers Authorization (customer token) and X-Tenant-Id, as for every customer call below. */
  'GET /api/orders/customer/history': { response: TOrder[] };
  'POST /api/orders/customer/:orderId/cancel': { response: TCancelOrderResponse };

  'POST /api/customers/login': { response: TCustomerLoginResponse; body: TCustomerLoginRequest };
  'POST /api/customers/logout': { response: null };
  'GET /api/customers/me': { response: TCustomer };
  'POST /api/auth/customer/register': { response: TCustomer; body: TCustomerRegisterRequest };
  'POST /api/customers/register/:tenantName': { response: TCustomer; body: TModalRegisterRequest };
  'POST /api/customers/verify-email': { response: TCustomerMessageResponse; body: TVerifyEmailRequest };
  'POST /api/customers/set-password': { response: TCustomerLoginResponse; body: TSetPasswordRequest };

  /** multipart/form-data: the message fields and its attachments. */
  'POST /api/contact': { response: TContactResponse; body: FormData };

  // Back office: images of a product, a category or an add-on, and the shop's logo and hero files.
  // Uploads are multipart/form-data (file, altText) sent with progress by the image manager.
  'GET /api/platform/shops/:tenantName/products/:productId/images': { response: TManagedImage[] };
  'POST /api/platform/shops/:tenantName/products/:productId/images': { response: TManagedImage; body: FormData };
  'PUT /api/platform/shops/:tenantName/products/:productId/images/order': {
    response: TManagedImage[];
    body: TImageOrder;
  };
  'PUT /api/platform/shops/:tenantName/products/:productId/images/:imageId': {
    response: TManagedImage;
    body: TImageUpdate;
  };
  'DELETE /api/platform/shops/:tenantName/products/:productId/images/:imageId': { response: null };
  'GET /api/platform/shops/:tenantName/categories/:categoryId/images': { response: TManagedImage[] };
  'POST /api/platform/shops/:tenantName/categories/:categoryId/images': { response: TManagedImage; body: FormData };
  'PUT /api/platform/shops/:tenantName/categories/:categoryId/images/order': {
    response: TManagedImage[];
    body: TImageOrder;
  };
  'PUT /api/platform/shops/:tenantName/categories/:categoryId/images/:imageId': {
    response: TManagedImage;
    body: TImageUpdate;
  };
  'DELETE /api/platform/shops/:tenantName/categories/:categoryId/images/:imageId': { response: null };
  'GET /api/platform/shops/:tenantName/products/:productId/addons/:addonId/images': { response: TManagedImage[] };
  'POST /api/platform/shops/:tenantName/products/:productId/addons/:addonId/images': {
    response: TManagedImage;
    body: FormData;
  };
  'PUT /api/platform/shops/:tenantName/products/:productId/addons/:addonId/images/order': {
    response: TManagedImage[];
    body: TImageOrder;
  };
  'PUT /api/platform/shops/:tenantName/products/:productId/addons/:addonId/images/:imageId': {
    response: TManagedImage;
    body: TImageUpdate;
  };
  'DELETE /api/platform/shops/:tenantName/products/:productId/addons/:addonId/images/:imageId': { response: null };
  'GET /api/platform/shops/:tenantName/files': { response: TShopFiles };
  /** :slot is logo, hero-image or hero-video. */
  'POST /api/platform/shops/:tenantName/files/:slot': { response: TShopFiles; body: FormData };
  'DELETE /api/platform/shops/:tenantName/files/:slot': { response: TShopFiles };

  // Platform accounts (cookie session on the platform host; state-changing calls are same-origin only).
  'GET /api/platform/session': { response: TPlatformSessionResponse };
  'POST /api/platform/login': { response: TPlatformLoginResponse; body: TPlatformLoginRequest };
  'POST /api/platform/login/second-factor': { response: TPlatformLoginResponse; body: TSecondFactorRequest };
  'POST /api/platform/logout': { response: null };
  'POST /api/platform/password-reset': { response: TPlatformMessageResponse; body: TPasswordResetRequest };
  'POST /api/platform/password-reset/confirm': { response: TPlatformMessageResponse; body: TPasswordResetConfirm };
  'POST /api/platform/verify-email': { response: TPlatformMessageResponse; body: TPlatformVerifyEmailRequest };
  'POST /api/platform/verify-email/resend': { response: TPlatformMessageResponse };
  'POST /api/platform/password': { response: TPlatformMessageResponse; body: TChangePasswordRequest };
  'POST /api/platform/two-factor/setup': { response: TTwoFactorSetupResponse };
  'POST /api/platform/two-factor/enable': { response: TRecoveryCodesResponse; body: TTwoFactorEnableRequest };
  'POST /api/platform/two-factor/disable': { response: TPlatformMessageResponse; body: TTwoFactorDisableRequest };
  'POST /api/platform/two-factor/recovery-codes': { response: TRecoveryCodesResponse; body: TSecondFactorRequest };
  'POST /api/platform/signup': { response: TSignupResponse; body: TSignupRequest };
  'GET /api/platform/subdomains/:name/availability': { response: TSubdomainAvailability };
  'POST /api/platform/support': { response: TPlatformMessageResponse; body: TSupportRequest };

  'GET /api/platform/shops/:tenantName/dashboard': { response: TShopDashboard };
  'GET /api/platform/shops/:tenantName/dashboard/statistics': { response: TShopStatistics };
  /** Newest first, 50 a page; `before` is the id of the previous page's last entry. */
  'GET /api/platform/shops/:tenantName/audit-log': { response: TAuditEntry[]; query: TAuditLogQuery };

  // Back office: the shop's team (owner or Admin) and accepting an invitation (public link).
  'GET /api/platform/shops/:tenantName/staff': { response: TStaffOverview };
  'POST /api/platform/shops/:tenantName/staff/invitations': { response: TStaffInvitation; body: TStaffInviteInput };
  'DELETE /api/platform/shops/:tenantName/staff/invitations/:invitationId': { response: null };
  'DELETE /api/platform/shops/:tenantName/staff/:userId': { response: null };
  'GET /api/platform/staff-invitations/:token': { response: TStaffInvitationInfo };
  'POST /api/platform/staff-invitations/:token/accept': { response: TStaffAcceptResponse; body: TStaffAcceptInput };
  'POST /api/platform/shops/:tenantName/billing/checkout': {
    response: TBillingRedirect;
    body: TBillingCheckoutRequest;
  };
  'POST /api/platform/shops/:tenantName/billing/portal': { response: TBillingRedirect };

  // Back office: products.
  'GET /api/platform/shops/:tenantName/orders': {
    response: TBackOfficeOrderListPage;
    query: TBackOfficeOrderListQuery;
  };
  'GET /api/platform/shops/:tenantName/orders/:orderNumber': { response: TBackOfficeOrder };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/mark-paid': { response: TBackOfficeOrder };
  /** Issues the invoice of a paid or shipped order that has none (placed before invoices existed). */
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/invoice': { response: { invoiceNumber: string } };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/process': { response: TBackOfficeOrder };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/ship': {
    response: TBackOfficeOrder;
    body: TShipOrderInput;
  };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/deliver': { response: TBackOfficeOrder };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/cancel': { response: TBackOfficeOrder };
  'POST /api/platform/shops/:tenantName/orders/:orderNumber/refund': {
    response: TBackOfficeOrder;
    body: TRefundOrderInput;
  };
  'GET /api/platform/shops/:tenantName/products': { response: TProductListPage; query: TProductListQuery };
  'POST /api/platform/shops/:tenantName/products': { response: TBackOfficeProduct; body: TProductInput };
  'POST /api/platform/shops/:tenantName/products/bulk': { response: TProductBulkResult; body: TProductBulkInput };
  'PUT /api/platform/shops/:tenantName/products/order': { response: null; body: TProductOrderInput };
  'GET /api/platform/shops/:tenantName/products/:productId': { response: TBackOfficeProduct };
  'PUT /api/platform/shops/:tenantName/products/:productId': { response: TBackOfficeProduct; body: TProductInput };
  'DELETE /api/platform/shops/:tenantName/products/:productId': { response: null };
  'POST /api/platform/shops/:tenantName/products/:productId/duplicate': { response: TBackOfficeProduct };

  // Back office: customers (owner or staff). The export is a JSON download (Content-Disposition: attachment).
  'GET /api/platform/shops/:tenantName/customers': {
    response: TBackOfficeCustomerListPage;
    query: TBackOfficeCustomerListQuery;
  };
  'GET /api/platform/shops/:tenantName/customers/:customerId': { response: TBackOfficeCustomer };
  'GET /api/platform/shops/:tenantName/customers/:customerId/export': { response: TCustomerExport };
  /** Deletion on request: personal data anonymised, orders kept; 409 customer_has_open_orders while orders are open. */
  'DELETE /api/platform/shops/:tenantName/customers/:customerId': { response: TBackOfficeCustomer };

  // Back office: the contact-form inbox (owner or staff).
  'GET /api/platform/shops/:tenantName/messages': {
    response: TBackOfficeMessageListPage;
    query: TBackOfficeMessageListQuery;
  };
  'GET /api/platform/shops/:tenantName/messages/:messageId': { response: TBackOfficeMessage };
  'PUT /api/platform/shops/:tenantName/messages/:messageId/read': {
    response: TBackOfficeMessage;
    body: TMessageReadInput;
  };
  /** Sends the reply by e-mail to the sender (through the outbox) and stores it with the message. */
  'POST /api/platform/shops/:tenantName/messages/:messageId/replies': {
    response: TBackOfficeMessage;
    body: TMessageReplyInput;
  };
  'DELETE /api/platform/shops/:tenantName/messages/:messageId': { response: null };
  'GET /api/platform/shops/:tenantName/messages/:messageId/attachments/:attachmentId': { response: TFile };

  // Back office: product export (CSV download) and import (multipart: file, updateExisting).
  'GET /api/platform/shops/:tenantName/products/export.csv': { response: string };
  'POST /api/platform/shops/:tenantName/products/import/preview': { response: TImportPreview; body: FormData };
  'POST /api/platform/shops/:tenantName/products/import': { response: TImportResult; body: FormData };

  // Back office: categories and the add-ons of a product (owner of the shop or Admin).
  'GET /api/platform/shops/:tenantName/categories': { response: TBackOfficeCategory[] };
  'POST /api/platform/shops/:tenantName/categories': { response: TBackOfficeCategory; body: TCategoryInput };
  'PUT /api/platform/shops/:tenantName/categories/order': { response: TBackOfficeCategory[]; body: TOrderInput };
  'PUT /api/platform/shops/:tenantName/categories/:categoryId': {
    response: TBackOfficeCategory;
    body: TCategoryInput;
  };
  /** Its products stay, without a category. */
  'DELETE /api/platform/shops/:tenantName/categories/:categoryId': { response: null };
  'GET /api/platform/shops/:tenantName/products/:productId/addons': { response: TBackOfficeAddon[] };
  'POST /api/platform/shops/:tenantName/products/:productId/addons': {
    response: TBackOfficeAddon;
    body: TAddonInput;
  };
  'PUT /api/platform/shops/:tenantName/products/:productId/addons/order': {
    response: TBackOfficeAddon[];
    body: TOrderInput;
  };
  'PUT /api/platform/shops/:tenantName/products/:productId/addons/:addonId': {
    response: TBackOfficeAddon;
    body: TAddonInput;
  };
  'DELETE /api/platform/shops/:tenantName/products/:productId/addons/:addonId': { response: null };

  // Back office: the shop's own domains (owner of the shop or Admin).
  'GET /api/platform/shops/:tenantName/domains': { response: TShopDomainList };
  'POST /api/platform/shops/:tenantName/domains': { response: TShopDomain; body: TShopDomainInput };
  'POST /api/platform/shops/:tenantName/domains/:domainId/verify': { response: TShopDomain };
  'POST /api/platform/shops/:tenantName/domains/:domainId/primary': { response: TShopDomainList };
  'DELETE /api/platform/shops/:tenantName/domains/:domainId': { response: null };

  // Back office: look and feel (owner of the shop or Admin).
  'GET /api/platform/shops/:tenantName/settings/shop': { response: TShopDetails };
  'PUT /api/platform/shops/:tenantName/settings/shop': { response: TShopDetails; body: TShopDetailsInput };
  'GET /api/platform/shops/:tenantName/settings/theme': { response: TThemeSettings };
  'PUT /api/platform/shops/:tenantName/settings/theme': { response: TThemeSettings; body: TThemeSettings };
  'GET /api/platform/shops/:tenantName/settings/focus-shop': { response: TFocusSettingsForm };
  'PUT /api/platform/shops/:tenantName/settings/focus-shop': {
    response: TFocusSettingsForm;
    body: TFocusSettingsInput;
  };
  'GET /api/platform/shops/:tenantName/settings/social-media': { response: TSocialMediaSettings };
  'PUT /api/platform/shops/:tenantName/settings/social-media': {
    response: TSocialMediaSettings;
    body: TSocialMediaInput;
  };
  'GET /api/platform/shops/:tenantName/settings/terms': { response: TTermsInput };
  'PUT /api/platform/shops/:tenantName/settings/terms': { response: TTermsInput; body: TTermsInput };

  // Back office: shipping and payment methods (owner of the shop or Admin).
  'GET /api/platform/shops/:tenantName/shipping-methods': { response: TBackOfficeShippingMethod[] };
  'POST /api/platform/shops/:tenantName/shipping-methods': {
    response: TBackOfficeShippingMethod;
    body: TShippingMethodInput;
  };
  'PUT /api/platform/shops/:tenantName/shipping-methods/order': {
    response: TBackOfficeShippingMethod[];
    body: TOrderInput;
  };
  'PUT /api/platform/shops/:tenantName/shipping-methods/:methodId': {
    response: TBackOfficeShippingMethod;
    body: TShippingMethodInput;
  };
  'DELETE /api/platform/shops/:tenantName/shipping-methods/:methodId': { response: null };
  /** Never a secret: whether one is stored and the key's last four characters. */
  'GET /api/platform/shops/:tenantName/payment-methods': { response: TPaymentSettings };
  /** The key is checked with a test call to Stripe; a secret left out keeps the stored one. */
  'PUT /api/platform/shops/:tenantName/payment-methods/stripe': {
    response: TPaymentSettings;
    body: TStripeSettingsInput;
  };
  'PUT /api/platform/shops/:tenantName/payment-methods/bank-transfer': {
    response: TPaymentSettings;
    body: TBankTransferSettingsInput;
  };

  // Platform Admin only.
  'GET /api/admin/shops': { response: TAdminShopRow[]; query: TAdminShopsQuery };
  'GET /api/admin/plans': { response: TAdminPlan[] };
  'POST /api/admin/plans': { response: TAdminPlan; body: TPlanInput };
  'PUT /api/admin/plans/:planId': { response: TAdminPlan; body: TPlanInput };
  'GET /api/admin/support-messages': { response: TSupportMessage[] };
}

/** What the storefront sends to the product search (the API reads it as `TProductSearchQuery`). */
export type TProductSearchRequest = {
  tenantId: string;
  searchTerm: string;
  page?: number;
  pageSize?: number;
  sortBy?: string;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
};

export type TApiRoute = keyof ApiRoutes;

/** The names of a path's `:name` parameters. */
type TPathParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

export type TApiResponse<TRoute extends TApiRoute> = ApiRoutes[TRoute]['response'];
export type TApiBody<TRoute extends TApiRoute> = ApiRoutes[TRoute] extends { body: infer Body } ? Body : never;
export type TApiQuery<TRoute extends TApiRoute> = ApiRoutes[TRoute] extends { query: infer Query } ? Query : never;

/** A route's path parameters and query parameters, in one object (the query is what the path does not name). */
export type TApiParams<TRoute extends TApiRoute> = {
  [Name in TPathParamNames<TRoute>]: string | number;
} & ([TApiQuery<TRoute>] extends [never] ? unknown : TApiQuery<TRoute>);

/** What a call of the route needs besides headers: `params` and `body` when it has them. */
export type TApiInput<TRoute extends TApiRoute> = ([TPathParamNames<TRoute> | TApiQuery<TRoute>] extends [never]
  ? { params?: undefined }
  : { params: TApiParams<TRoute> }) &
  ([TApiBody<TRoute>] extends [never] ? { body?: undefined } : { body: TApiBody<TRoute> });
