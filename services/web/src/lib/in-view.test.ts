import { onceInView, watchInView } from './in-view';

type TFakeEntry = { target: Element; isIntersecting: boolean };

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: (entries: TFakeEntry[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  fire(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting }]);
  }
}

const element = (name: string) => ({ name }) as unknown as Element;

describe('in-view', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('When many elements watch with the same margin, then one observer serves them all', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      FakeIntersectionObserver;
    const seen: string[] = [];
    watchInView(element('a'), (inView) => seen.push(`a:${inView}`), '1px');
    const b = element('b');
    watchInView(b, (inView) => seen.push(`b:${inView}`), '1px');
    const observers = FakeIntersectionObserver.instances.filter(
      (o) => o.options.rootMargin === '1px',
    );
    expect(observers).toHaveLength(1);
    observers[0]?.fire(b, true);
    expect(seen).toEqual(['b:true']);
  });

  it('When an element comes into view twice, then the once callback runs once and the element is no longer observed', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
      FakeIntersectionObserver;
    const target = element('c');
    let calls = 0;
    onceInView(target, () => calls++, '2px');
    const observer = FakeIntersectionObserver.instances.find((o) => o.options.rootMargin === '2px');
    observer?.fire(target, false);
    expect(calls).toBe(0);
    observer?.fire(target, true);
    observer?.fire(target, true);
    expect(calls).toBe(1);
    expect(observer?.observed.has(target)).toBe(false);
  });

  it('When the browser has no IntersectionObserver, then the once callback runs at once and watching does nothing', () => {
    let calls = 0;
    onceInView(element('d'), () => calls++);
    expect(calls).toBe(1);
    const stop = watchInView(element('e'), () => calls++);
    stop();
    expect(calls).toBe(1);
  });
});
