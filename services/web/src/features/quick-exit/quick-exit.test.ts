import { fragmentTarget, isPlainClick } from './fragment-link';
import { leaveSite, type TLeaveTarget } from './leave-site';
import { NEUTRAL_SITE } from './neutral-site';

const click = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('in-page links on Quick exit pages', () => {
  it('When a link points at a part of the page, then its target id is read', () => {
    expect(fragmentTarget('#lead-form-visa-es')).toBe('lead-form-visa-es');
    expect(fragmentTarget('#main')).toBe('main');
    expect(fragmentTarget('#qui%C3%A9n')).toBe('quién');
  });

  it('When a link goes elsewhere or nowhere, then there is no target', () => {
    expect(fragmentTarget('/visa-humanitaria')).toBeNull();
    expect(fragmentTarget('https://weather.com/')).toBeNull();
    expect(fragmentTarget('#')).toBeNull();
    expect(fragmentTarget('#%E0%A4%A')).toBeNull();
    expect(fragmentTarget(null)).toBeNull();
  });

  it('When a click has a modifier, another button or was handled, then it is not plain', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('leaveSite', () => {
  type TFakeOptions = { active?: boolean; entries?: number; blocked?: boolean };

  function fakeWindow({ active = false, entries = 2, blocked = false }: TFakeOptions = {}) {
    const calls: string[] = [];
    const head: unknown[] = [];
    const listeners: ((event: { persisted: boolean }) => void)[] = [];
    const root = { style: { visibility: '' } };
    const tab = { opener: 'this window' as unknown };
    const target = {
      document: {
        documentElement: root,
        head: { append: (node: unknown) => head.push(node) },
        createElement: () => {
          const attributes: Record<string, string> = {};
          return { attributes, setAttribute: (k: string, v: string) => (attributes[k] = v) };
        },
      },
      location: {
        replace: (url: string) => calls.push(`replace ${url}`),
        reload: () => calls.push('reload'),
      },
      history: { length: entries },
      navigator: { userActivation: { isActive: active } },
      open: (url: string, name: string) => {
        calls.push(`open ${url} ${name}`);
        return blocked ? null : tab;
      },
      close: () => calls.push('close'),
      addEventListener: (_type: string, listener: (event: { persisted: boolean }) => void) =>
        listeners.push(listener),
    } as unknown as TLeaveTarget;
    return { target, calls, head, listeners, root, tab };
  }

  it('When the visitor leaves, then the page is hidden and no referrer is sent', () => {
    const { target, head, root } = fakeWindow({ active: true });
    leaveSite(NEUTRAL_SITE.es, target);
    expect(root.style.visibility).toBe('hidden');
    expect(head).toHaveLength(1);
    expect((head[0] as { attributes: unknown }).attributes).toEqual({
      name: 'referrer',
      content: 'no-referrer',
    });
  });

  it('When a tap leaves a tab with earlier pages, then the neutral site opens in a new tab without a handle back and replaces this entry', () => {
    const { target, calls, tab } = fakeWindow({ active: true, entries: 3 });
    leaveSite(NEUTRAL_SITE.es, target);
    expect(calls).toEqual([
      'open https://weather.com/es-US _blank',
      'replace https://weather.com/es-US',
    ]);
    expect(tab.opener).toBeNull();
  });

  it('When a tap leaves a tab whose only entry is this page, then the new tab opens and this one closes', () => {
    const { target, calls } = fakeWindow({ active: true, entries: 1 });
    leaveSite(NEUTRAL_SITE.en, target);
    expect(calls).toEqual([
      'open https://weather.com/ _blank',
      'close',
      'replace https://weather.com/',
    ]);
  });

  it('When the new tab is blocked, then this tab is not closed but its entry is replaced', () => {
    const { target, calls } = fakeWindow({ active: true, entries: 1, blocked: true });
    leaveSite(NEUTRAL_SITE.en, target);
    expect(calls).toEqual(['open https://weather.com/ _blank', 'replace https://weather.com/']);
  });

  it('When there is no user activation (Escape), then no tab is opened and the entry is replaced', () => {
    const { target, calls } = fakeWindow({ active: false, entries: 1 });
    leaveSite(NEUTRAL_SITE.es, target);
    expect(calls).toEqual(['replace https://weather.com/es-US']);
  });

  it('When the browser has no user-activation API, then it only replaces the entry', () => {
    const { target, calls } = fakeWindow({ active: true });
    (target as { navigator: object }).navigator = {};
    leaveSite(NEUTRAL_SITE.es, target);
    expect(calls).toEqual(['replace https://weather.com/es-US']);
  });

  it('When the document comes back from the back-forward cache, then it reloads instead of showing the page', () => {
    const { target, calls, listeners } = fakeWindow();
    leaveSite(NEUTRAL_SITE.en, target);
    listeners.forEach((listener) => listener({ persisted: false }));
    expect(calls).toEqual(['replace https://weather.com/']);
    listeners.forEach((listener) => listener({ persisted: true }));
    expect(calls).toEqual(['replace https://weather.com/', 'reload']);
  });
});
