import { describe, expect, it } from 'vitest';
import {
  cartBadgeText,
  comparisonProducts,
  initialAddonChoices,
  shopLayout,
  usesFocusShopLook,
  validateAddonChoices,
} from './storefront.ts';

describe('shopLayout', () => {
  it('maps the two special subscription types and treats anything else as standard', () => {
    expect(shopLayout('FocusShop')).toBe('focus');
    expect(shopLayout('OneProductStore')).toBe('one-product');
    expect(shopLayout('Premium')).toBe('standard');
    expect(shopLayout(null)).toBe('standard');
    expect(shopLayout(undefined)).toBe('standard');
  });
});

describe('usesFocusShopLook', () => {
  const defaults = { buttonBackgroundColor: '#ffffff', buttonTextColor: '#000000', heroTitle: null };

  it('applies to OneProductStore even without settings', () => {
    expect(usesFocusShopLook('OneProductStore', null)).toBe(true);
  });

  it('does not apply with default colours and no hero title', () => {
    expect(usesFocusShopLook('FocusShop', defaults)).toBe(false);
    expect(usesFocusShopLook('FocusShop', { ...defaults, buttonBackgroundColor: ' #FFFFFF ', heroTitle: '  ' })).toBe(
      false,
    );
    expect(usesFocusShopLook('Normal', null)).toBe(false);
  });

  it('applies with a non-default colour or a hero title', () => {
    expect(usesFocusShopLook('Normal', { ...defaults, buttonBackgroundColor: '#7c3aed' })).toBe(true);
    expect(usesFocusShopLook('Normal', { ...defaults, buttonTextColor: '#ffffff' })).toBe(true);
    expect(usesFocusShopLook('Normal', { ...defaults, heroTitle: 'Licht\nvoor elke avond' })).toBe(true);
  });
});

describe('cartBadgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i items shows %s', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });
});

describe('add-on choices', () => {
  const addons = [
    { id: 1, type: 'Simple', isRequired: true, isInputRequired: false },
    { id: 2, type: 'Simple', isRequired: false, isInputRequired: false },
    { id: 3, type: 'Complex', isRequired: false, isInputRequired: true },
  ];

  it('starts with only the required add-ons selected', () => {
    expect(initialAddonChoices(addons)).toEqual({
      1: { selected: true, inputValue: '' },
      2: { selected: false, inputValue: '' },
      3: { selected: false, inputValue: '' },
    });
  });

  it('requires input for a selected Complex add-on and limits it to 1000 characters', () => {
    expect(validateAddonChoices(addons, { 3: { selected: true, inputValue: '  ' } })).toEqual({ 3: 'required' });
    expect(validateAddonChoices(addons, { 3: { selected: true, inputValue: 'Voor Anna' } })).toEqual({});
    expect(validateAddonChoices(addons, { 3: { selected: true, inputValue: 'x'.repeat(1000) } })).toEqual({});
    expect(validateAddonChoices(addons, { 3: { selected: true, inputValue: 'x'.repeat(1001) } })).toEqual({
      3: 'too-long',
    });
    expect(validateAddonChoices(addons, { 3: { selected: false, inputValue: '' } })).toEqual({});
  });
});

describe('comparisonProducts', () => {
  const products = [1, 2, 3, 4, 5].map((id) => ({ id }));

  it('uses the chosen ids in their order, else the first 4', () => {
    expect(comparisonProducts(products, { showComparisonSection: true, comparisonProductIds: [3, 1] })).toEqual([
      { id: 3 },
      { id: 1 },
    ]);
    expect(comparisonProducts(products, { showComparisonSection: true, comparisonProductIds: [] })).toHaveLength(4);
  });

  it('shows nothing when switched off or with fewer than 2 products', () => {
    expect(comparisonProducts(products, { showComparisonSection: false, comparisonProductIds: [1, 2] })).toEqual([]);
    expect(comparisonProducts(products, { showComparisonSection: true, comparisonProductIds: [2, 99] })).toEqual([]);
    expect(comparisonProducts(products, null)).toEqual([]);
  });
});
