import { createAssetResolver } from './build-manifest';
import type { TViteManifest } from './build-manifest';

const MANIFEST: TViteManifest = {
  'src/app/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/contact/contact-page.tsx', 'src/features/lead-form.tsx'],
  },
  'src/features/lead-form.tsx': {
    file: 'assets/lead-form-5.js',
    imports: ['_form-parts.js'],
  },
  '_form-parts.js': { file: 'assets/form-parts-6.js' },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_page-header.js': { file: 'assets/page-header-3.js' },
  'src/pages/contact/contact-page.tsx': {
    file: 'assets/contact-page-4.js',
    imports: ['_page-header.js', '_vendor.js'],
  },
  'style.css': { file: 'assets/style-7.css' },
};

describe('createAssetResolver', () => {
  const resolve = createAssetResolver(MANIFEST);

  it("When a page is rendered, then the document links the site's one stylesheet and preloads only the page chunks", () => {
    expect(resolve('contact')).toEqual({
      entry: '/assets/entry-client-1.js',
      styles: ['/assets/style-7.css'],
      modulePreloads: [
        '/assets/vendor-2.js',
        '/assets/contact-page-4.js',
        '/assets/page-header-3.js',
      ],
    });
  });

  it('When no page matched (404), then only the entry, its imports and the stylesheet are referenced', () => {
    expect(resolve(null)).toEqual({
      entry: '/assets/entry-client-1.js',
      styles: ['/assets/style-7.css'],
      modulePreloads: ['/assets/vendor-2.js'],
    });
  });

  it('When a page has no chunk of its own in the manifest, then the entry assets are still given', () => {
    expect(resolve('home').entry).toBe('/assets/entry-client-1.js');
  });

  it('When the manifest has no browser entry or no site stylesheet, then the resolver refuses to start', () => {
    expect(() => createAssetResolver({})).toThrow(/run the web build/);
    const { 'style.css': _sheet, ...split } = MANIFEST;
    expect(() => createAssetResolver(split)).toThrow(/no style\.css/);
  });
});
