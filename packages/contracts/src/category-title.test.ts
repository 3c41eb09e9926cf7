import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { categoryServicesTitle } from './category-title.ts';
import { PAGES } from './pages.ts';

describe('a category’s explore title', () => {
  it('adds Services to a name without it', () => {
    expect(categoryServicesTitle('Logo Design')).toBe('Logo Design Services');
    expect(categoryServicesTitle('Video & Animation')).toBe('Video & Animation Services');
  });

  it('does not double Services when the name already ends in it', () => {
    expect(categoryServicesTitle('AI Services')).toBe('AI Services');
    expect(categoryServicesTitle('Cleaning services')).toBe('Cleaning services');
  });

  it('keeps a name that only contains the letters', () => {
    expect(categoryServicesTitle('Webservices Plus')).toBe('Webservices Plus Services');
  });

  it('says Services exactly once for every category, in the page title too', () => {
    for (const category of CATEGORIES) {
      expect(categoryServicesTitle(category.name).match(/services/gi)).toHaveLength(1);
      expect(PAGES.exploreCategory.titleOf(category.name).match(/services/gi)).toHaveLength(1);
    }
  });
});
