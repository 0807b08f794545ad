/**
 * The activity-log actions with a readable name in the locale files (boStaff.activity.actions.*):
 * every code the API records (`recordShopActivity`), and a few older ones still in logs.
 */
const KNOWN_ACTIONS: Record<string, string> = {
  'dashboard.opened': 'dashboardOpened',
  'audit-log.viewed': 'auditLogViewed',
  'plan.checkout': 'billingCheckout',
  'plan.activated': 'planActivated',
  'plan.changed': 'planChanged',
  'billing.portal_opened': 'billingPortal',
  'shop.paused': 'shopPaused',
  'shop.reopened': 'shopReopened',
  'settings.changed': 'settingsChanged',
  'look.file_uploaded': 'fileUploaded',
  'look.file_removed': 'fileRemoved',
  'shipping_method.created': 'shippingCreated',
  'shipping_method.updated': 'shippingUpdated',
  'shipping_method.deleted': 'shippingDeleted',
  'shipping_method.reordered': 'shippingReordered',
  'payment_method.bank_transfer_changed': 'bankTransferChanged',
  'payment_method.stripe_changed': 'stripeChanged',
  'product.created': 'productCreated',
  'product.updated': 'productUpdated',
  'product.deleted': 'productDeleted',
  'product.duplicated': 'productDuplicated',
  'product.reordered': 'productsReordered',
  'product.bulk-activate': 'productsActivated',
  'product.bulk-deactivate': 'productsDeactivated',
  'product.bulk-delete': 'productsDeleted',
  'catalogue.imported': 'catalogueImported',
  'catalogue.exported': 'catalogueExported',
  'category.created': 'categoryCreated',
  'category.updated': 'categoryUpdated',
  'category.deleted': 'categoryDeleted',
  'category.reordered': 'categoriesReordered',
  'addon.created': 'addonCreated',
  'addon.updated': 'addonUpdated',
  'addon.deleted': 'addonDeleted',
  'addon.reordered': 'addonsReordered',
  'order.mark-paid': 'orderMarkedPaid',
  'order.process': 'orderProcessing',
  'order.ship': 'orderShipped',
  'order.deliver': 'orderDelivered',
  'order.cancel': 'orderCancelled',
  'order.refund': 'orderRefunded',
  'order.invoice': 'orderInvoiced',
  'order.updated': 'orderUpdated',
  'customer.exported': 'customerExported',
  'customer.anonymised': 'customerAnonymised',
  'message.replied': 'messageReplied',
  'message.deleted': 'messageDeleted',
  'staff.invited': 'staffInvited',
  'staff.invitation_revoked': 'staffInvitationRevoked',
  'staff.joined': 'staffJoined',
  'staff.removed': 'staffRemoved',
  'domain.added': 'domainAdded',
  'domain.primary': 'domainPrimary',
  'domain.removed': 'domainRemoved',
};

/** Image actions of the media library: `{product|category|addon}.{image_added|…}`. */
const IMAGE_ACTION = /^(product|category|addon)\.(image_added|image_updated|image_deleted|images_ordered)$/;
const IMAGE_NAMES: Record<string, string> = {
  image_added: 'imageAdded',
  image_updated: 'imageUpdated',
  image_deleted: 'imageDeleted',
  images_ordered: 'imagesOrdered',
};

/** The locale key of an action's readable name, or null for a code without one (shown as it is). */
export function auditActionKey(action: string): string | null {
  const name = KNOWN_ACTIONS[action];
  if (name) return `boStaff.activity.actions.${name}`;
  const image = IMAGE_ACTION.exec(action);
  return image?.[2] ? `boStaff.activity.actions.${IMAGE_NAMES[image[2]]}` : null;
}

/** What the image action was about (product, category, add-on), for its text. */
export function auditImageArea(action: string): 'product' | 'category' | 'addon' | null {
  const area = IMAGE_ACTION.exec(action)?.[1];
  return area === 'product' || area === 'category' || area === 'addon' ? area : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The one detail worth a line next to the action: the plan, product or person's name, the order
 * number, the invited address, or the settings area.
 */
export function auditSubject(details: Record<string, unknown>): string | null {
  return (
    text(details.invoiceNumber) ??
    text(details.planName) ??
    text(details.orderNumber) ??
    text(details.name) ??
    text(details.email) ??
    text(details.fileName) ??
    text(details.slot) ??
    null
  );
}

/** The settings form a 'settings.changed' entry was about, with a readable name (boStaff.activity.settingsAreas.*). */
export function auditSettingsArea(action: string, details: Record<string, unknown>): string | null {
  if (action !== 'settings.changed') return null;
  const area = text(details.area);
  return area && SETTINGS_AREAS.includes(area) ? area : null;
}

const SETTINGS_AREAS = ['shop', 'theme', 'focus-shop', 'social-media', 'terms'];

/** Back-office roles as the log names them. */
export const AUDIT_ROLES = ['Owner', 'Staff', 'Admin'] as const;
