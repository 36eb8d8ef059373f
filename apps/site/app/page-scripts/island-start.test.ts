import { holdEarlySubmits, whenToStart } from './island-start';

function formIsland(): { container: HTMLElement; form: HTMLFormElement; field: HTMLInputElement } {
  const container = document.createElement('div');
  container.innerHTML =
    '<form action="/send"><input name="name" required><button>Send</button></form>';
  document.body.append(container);
  return {
    container,
    form: container.querySelector('form')!,
    field: container.querySelector('input')!,
  };
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((done) => setTimeout(done, 20, false))]);

afterEach(() => {
  document.body.replaceChildren();
});

describe('whenToStart', () => {
  it('starts the form at the first focus inside it, not before', async () => {
    const { container, field } = formIsland();
    const started = whenToStart(container, 'contact-form');
    expect(await settled(started)).toBe(false);
    field.focus();
    expect(await settled(started)).toBe(true);
  });

  it('starts the form at a key or a press inside it', async () => {
    const pressed = formIsland();
    const byPress = whenToStart(pressed.container, 'contact-form');
    pressed.field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(byPress)).toBe(true);

    const keyed = formIsland();
    const byKey = whenToStart(keyed.container, 'contact-form');
    keyed.field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(byKey)).toBe(true);
  });

  it('starts the carousel once it comes near the viewport', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const observed: Element[] = [];
    const container = document.createElement('div');
    container.innerHTML = '<section aria-label="Client Words"></section>';
    const started = whenToStart(container, 'testimonials');
    // The container has no box of its own: what is watched is what it holds.
    expect(observed).toEqual([container.firstElementChild]);
    report?.([{ isIntersecting: false }]);
    expect(await settled(started)).toBe(false);
    report?.([{ isIntersecting: true }]);
    expect(await settled(started)).toBe(true);
  });
});

describe('holdEarlySubmits', () => {
  it('holds a send made before the island runs and sends it again once it does', async () => {
    const { container, form } = formIsland();
    let run!: () => void;
    const running = new Promise<void>((done) => (run = done));
    holdEarlySubmits(container, running);
    // The browser's own validation stays out of the way: the island's messages answer the first press.
    expect(form.noValidate).toBe(true);

    const sent: boolean[] = [];
    const hydratedHandler = (event: SubmitEvent) => {
      event.preventDefault();
      sent.push(true);
    };
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    form.addEventListener('submit', hydratedHandler);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    run();
    await vi.waitFor(() => expect(requestSubmit).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([true]);
  });
});
