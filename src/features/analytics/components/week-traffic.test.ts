import { describe, expect, it } from 'vitest';
import { formatConversion } from './week-traffic';

describe('formatConversion', () => {
  it('is a percent with one decimal', () => {
    expect(formatConversion({ visitors: 400, inquiries: 10, conversion: 10 / 400 })).toBe('2.5%');
    expect(formatConversion({ visitors: 3, inquiries: 1, conversion: 1 / 3 })).toBe('33.3%');
    expect(formatConversion({ visitors: 50, inquiries: 0, conversion: 0 })).toBe('0.0%');
  });

  it('is a dash without visitors', () => {
    expect(formatConversion({ visitors: 0, inquiries: 2, conversion: null })).toBe('—');
  });
});
