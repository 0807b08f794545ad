import { describe, expect, it } from 'vitest';
import { subscriptionTypeForPlan } from './platform-account.ts';

describe('subscriptionTypeForPlan', () => {
  it('gives the standard layout for a Normal plan, whatever the shop had', () => {
    expect(subscriptionTypeForPlan('Normal', 'FocusShop')).toBe('Normal');
    expect(subscriptionTypeForPlan('Normal', 'OneProductStore')).toBe('Normal');
    expect(subscriptionTypeForPlan('Normal', 'Normal')).toBe('Normal');
  });

  it('keeps a special layout on Premium and starts a standard shop on FocusShop', () => {
    expect(subscriptionTypeForPlan('Premium', 'OneProductStore')).toBe('OneProductStore');
    expect(subscriptionTypeForPlan('Premium', 'FocusShop')).toBe('FocusShop');
    expect(subscriptionTypeForPlan('Premium', 'Normal')).toBe('FocusShop');
    expect(subscriptionTypeForPlan('Premium', 'Standard')).toBe('FocusShop');
  });

  it('leaves the layout alone for the Trial', () => {
    expect(subscriptionTypeForPlan('Trial', 'OneProductStore')).toBe('OneProductStore');
    expect(subscriptionTypeForPlan('Trial', 'Normal')).toBe('Normal');
  });
});
