/** The audit-log actions with a readable name in the locale files (dashboard.auditLog.actions.*). */
const KNOWN_ACTIONS: Record<string, string> = {
  'dashboard.opened': 'dashboardOpened',
  'audit-log.viewed': 'auditLogViewed',
  'plan.checkout': 'billingCheckout',
  'plan.activated': 'planActivated',
  'billing.portal_opened': 'billingPortal',
  'billing.checkout': 'billingCheckout',
  'billing.checkout.started': 'billingCheckout',
  'billing.portal': 'billingPortal',
  'billing.portal.opened': 'billingPortal',
  'plan.changed': 'planChanged',
  'subscription.changed': 'planChanged',
  'shop.paused': 'shopPaused',
  'shop.reopened': 'shopReopened',
  'settings.changed': 'settingsChanged',
  'product.created': 'productCreated',
  'product.updated': 'productUpdated',
  'product.deleted': 'productDeleted',
  'order.updated': 'orderUpdated',
};

/** The locale key of an action's readable name, or null for a code without one (shown as it is). */
export function auditActionKey(action: string): string | null {
  const name = KNOWN_ACTIONS[action];
  return name ? `dashboard.auditLog.actions.${name}` : null;
}

/** The plan an action was about, when its details name one (checkout, activation). */
export function auditPlanName(details: Record<string, unknown>): string | null {
  return typeof details.planName === 'string' && details.planName ? details.planName : null;
}
