import { customerOrderStatuses } from '@nfc/contract/orders';
import { describe, expect, it } from 'vitest';
import { readNamespace } from '../../../test/namespace-keys';
import { acceptsLogo, findEdition, getProductLabelKeys, getStatusLabelKey, orderStatusLabelKeys } from './order-labels';

const english = readNamespace('en', 'orders');
const german = readNamespace('de', 'orders');
const text = (keys: Map<string, string>, key: string) => keys.get(key.replace(/^orders:/, ''));

describe('status labels', () => {
  it('name every customer status in English and German', () => {
    expect(customerOrderStatuses.map((status) => text(english, getStatusLabelKey(status)))).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(customerOrderStatuses.map((status) => text(german, orderStatusLabelKeys[status]))).toEqual([
      'Ausstehend',
      'In Bearbeitung',
      'Versandt',
      'Zugestellt',
      'Storniert',
    ]);
  });

  it('has a generic label for a status this client does not know', () => {
    expect(text(english, getStatusLabelKey('returned'))).toBe('Unknown');
  });
});

describe('product labels', () => {
  it('splits a product type into line and edition labels', () => {
    expect(getProductLabelKeys('pet_tag_premium')).toEqual({
      line: 'orders:products.lines.pet_tag.name',
      edition: 'orders:products.editions.premium.name',
    });
  });

  it('reads the edition from an item customization text', () => {
    expect(findEdition('individual')).toBe('individual');
    expect(findEdition(' Premium ')).toBe('premium');
    expect(findEdition('gold foil')).toBeNull();
  });

  it('offers a logo only for individual and premium', () => {
    expect(acceptsLogo('nfc_card_core')).toBe(false);
    expect(acceptsLogo('food_counter_individual')).toBe(true);
    expect(acceptsLogo('pet_tag_premium')).toBe(true);
  });
});
