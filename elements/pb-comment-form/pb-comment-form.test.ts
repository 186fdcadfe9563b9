import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import fc from 'fast-check';
import { warningsDuring } from '../base/test/console.js';
import { FakeClock } from '../base/test/fake-clock.js';
import { loadStyles } from '../base/test/styles.js';
import {
  mount,
  runA11ySuite,
  runCleanupSuite,
  runMotionSuite,
  runUpgradeSuite,
  unmountAll,
} from '../base/test/suites.js';
import { configure, resetConfig } from '../core/config.js';
import { replyUrl, uniqueKey } from '../base/test/replies.js';
import { bareTag, commentArea, fixtures, type CommentOptions } from './pb-comment-form.fixtures.js';
import { PbCommentFormElement } from './pb-comment-form.js';
import './define.js';

type Logged = { scenario: string; fields: [string, string][] };

const $ = <T extends Element = HTMLInputElement>(selector: string) =>
  document.querySelector<T>(`.pb-test-fixture ${selector}`)!;
const box = () => $<HTMLElement>('.pb-comment-form__message');
const form = () => $<HTMLFormElement>('#commentform');
const respond = () => $<HTMLElement>('#respond');
const heading = () => $<HTMLElement>('#reply-title');
const cancel = () => $<HTMLAnchorElement>('#cancel-comment-reply-link');
const replyLink = (id: number) => $<HTMLAnchorElement>(`#comment-${id} .comment-reply-link`);
const items = () => [...box().querySelectorAll('li')].map((li) => li.textContent);
const log = async (key: string): Promise<Logged[]> => (await fetch(`/test/replies/log?key=${key}`)).json();
const field = (entry: Logged, name: string) => entry.fields.find(([n]) => n === name)?.[1];
/** Waits on the real clock, also while a test's fake clock holds the element's timers. */
const realTimeout = window.setTimeout.bind(window);
const pause = (ms: number) => new Promise((r) => realTimeout(r, ms));
const type = (selector: string, value: string) => {
  const control = $<HTMLInputElement | HTMLTextAreaElement>(selector);
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
};
/**
 * Lets the element's on-demand code (draft, error summary) arrive and run. Its continuation takes a turn
 * (base/upgrade-turns.ts), which on a busy machine comes after a timer: the element's `updateComplete` waits for it.
 */
async function settle(): Promise<void> {
  await import('./comment-extras.js');
  await pause(0);
  await document.querySelector<PbCommentFormElement>('pb-comment-form')?.updateComplete;
}
/** The heading's own text, without the cancel link's. */
const headingText = () => heading().firstChild!.textContent!.trim();

function fill(): void {
  type('#comment', 'What a film.');
  type('#author', 'Ada Lovelace');
  type('#email', 'ada@example.test');
}

/**
 * A mounted comments area whose form posts into a frame of the test page (so a native post loads the frame, not
 * the page) to a scripted reply that logs what arrives under `key`.
 */
async function mountPosting(options: CommentOptions = {}) {
  const key = uniqueKey();
  const el = await mount<PbCommentFormElement>(
    commentArea({ action: replyUrl('text:ok', key), ...options }),
    'pb-comment-form',
  );
  const frame = Object.assign(document.createElement('iframe'), { name: `sink-${key}`, title: 'Post target' });
  document.querySelector('.pb-test-fixture')!.append(frame);
  form().target = frame.name;
  await settle();
  return { el, key, frame };
}

/** Waits until `count` posts are logged under `key`, then a little longer to be sure no more arrive. */
async function posts(key: string, count: number): Promise<Logged[]> {
  const end = performance.now() + 3000;
  let entries = await log(key);
  while (entries.length < count && performance.now() < end) {
    await pause(50);
    entries = await log(key);
  }
  await pause(300);
  return log(key);
}

/** Clicks like a visitor does, and reports whether the page would have followed the link (then stops it). */
function clickFollows(target: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  const watch = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', watch);
  try {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }));
  } finally {
    window.removeEventListener('click', watch);
  }
  return followed;
}

before(() => loadStyles('/elements/pb-comment-form/pb-comment-form.css'));
afterEach(() => {
  unmountAll();
  resetConfig();
  sessionStorage.clear();
  document.title = document.title.replace(/^Error: /, '');
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
});

runUpgradeSuite({ element: PbCommentFormElement, fixtures, chrome: '.pb-comment-form__message' });
runCleanupSuite({ element: PbCommentFormElement, fixtures, chrome: '.pb-comment-form__message' }, async (el) => {
  form().requestSubmit();
  await settle();
  type('#comment', 'Hi');
  expect(clickFollows(replyLink(1))).to.equal(false);
  respond().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Escape' }));
  await (el as PbCommentFormElement).updateComplete;
});
runMotionSuite('pb-comment-form', '/elements/pb-comment-form/pb-comment-form.css');
runA11ySuite({ element: PbCommentFormElement, fixtures }, [
  { name: 'idle' },
  {
    name: 'errors',
    enter: () => {
      form().requestSubmit();
    },
  },
  {
    name: 'replying',
    enter: async () => {
      clickFollows(replyLink(2));
      // Judge contrast once the landing outline has faded.
      await Promise.all(
        respond()
          .getAnimations()
          .map((animation) => animation.finished),
      );
    },
  },
  {
    name: 'replying with errors',
    enter: () => {
      clickFollows(replyLink(1));
      form().requestSubmit();
    },
  },
]);

describe('<pb-comment-form> checks (issue 5; TRUST.md #36)', () => {
  it('lists the empty required fields by label under the fill message, marks each, focuses the summary, flags the title, and posts nothing', async () => {
    const { key } = await mountPosting();
    form().requestSubmit();
    await settle();
    const summary = box();
    expect(summary.querySelector('p')!.textContent).to.equal('Please, fill in the following fields:');
    expect(items()).to.deep.equal(['Comment', 'Name', 'Email']);
    expect(document.activeElement === summary).to.equal(true);
    expect([summary.getAttribute('role'), summary.tabIndex]).to.deep.equal(['alert', -1]);
    expect(document.title.startsWith('Error: ')).to.equal(true);
    for (const id of ['comment', 'author', 'email']) {
      const control = $(`#${id}`);
      expect(control.getAttribute('aria-invalid'), id).to.equal('true');
      const notes = control
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((ref) => document.getElementById(ref)!.textContent);
      expect(notes, id).to.include('Please fill in this field.');
    }
    expect($('#email').getAttribute('aria-describedby')!.split(' ')[0], 'the CMS description is kept').to.equal(
      'email-notes',
    );
    expect($('#url').hasAttribute('aria-invalid'), 'the website is optional').to.equal(false);
    expect(await posts(key, 0)).to.deep.equal([]);
  });

  it('counts a comment of only spaces as empty', async () => {
    await mountPosting();
    fill();
    type('#comment', '   \n ');
    form().requestSubmit();
    await settle();
    expect(items()).to.deep.equal(['Comment']);
  });

  it('a summary link moves focus to its field', async () => {
    await mountPosting();
    type('#comment', 'Hi');
    form().requestSubmit();
    await settle();
    box().querySelector<HTMLAnchorElement>('li a')!.click();
    expect(document.activeElement?.id).to.equal('author');
    expect(location.hash).to.equal('');
  });

  it("lists a bad email address under the error message with the page's invalid message", async () => {
    configure({ forms: { invalidMessage: 'Ungültige E-Mail', errorMessage: 'Bitte korrigieren:' } });
    await mountPosting();
    fill();
    type('#email', 'ada@');
    form().requestSubmit();
    await settle();
    expect(box().querySelector('.et_normal_padding')!.textContent).to.equal('Bitte korrigieren:');
    expect(items()).to.deep.equal(['Email: Ungültige E-Mail']);
    expect($('#email').getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById('email-error')!.textContent).to.equal('Ungültige E-Mail');
  });

  it("uses the page's fill message and the element's own field messages", async () => {
    configure({ forms: { fillMessage: 'Bitte ausfüllen:' } });
    await mountPosting();
    const el = document.querySelector('pb-comment-form')!;
    el.setAttribute('required-message', 'Pflichtfeld.');
    el.setAttribute('url-message', 'Mit https:// beginnen.');
    await el.updateComplete;
    type('#url', 'ada.example');
    form().requestSubmit();
    await settle();
    expect(box().querySelector('p')!.textContent).to.equal('Bitte ausfüllen:');
    expect(document.getElementById('comment-error')!.textContent).to.equal('Pflichtfeld.');
    expect(items()).to.deep.equal(['Comment', 'Name', 'Email', 'Website: Mit https:// beginnen.']);
  });

  for (const [value, ok] of [
    ['https://ada.example', true],
    ['http://ada.example/blog', true],
    ['', true],
    ['ada.example', false],
    ['javascript:alert(1)', false],
    ['ftp://ada.example', false],
  ] as const)
    it(`a website of "${value}" is ${ok ? 'accepted' : 'refused with a message that says how to fix it'}`, async () => {
      const { key } = await mountPosting();
      fill();
      type('#url', value);
      form().requestSubmit();
      await settle();
      if (ok) {
        expect(box().textContent).to.equal('');
        expect((await posts(key, 1)).length).to.equal(1);
      } else {
        expect(items()).to.deep.equal(['Website: Enter an address that starts with https:// or http://']);
        expect($('#url').getAttribute('aria-invalid')).to.equal('true');
        expect(await posts(key, 0)).to.deep.equal([]);
      }
    });

  for (const marks of ['aria', 'label'] as const)
    it(`finds required fields marked by ${marks === 'aria' ? 'aria-required' : 'the star in their label alone'}`, async () => {
      await mountPosting({ marks });
      form().requestSubmit();
      await settle();
      expect(items()).to.deep.equal(['Comment', 'Name', 'Email']);
    });

  it('clears the marks, the summary and the title once fixed, and the form then posts', async () => {
    const { key } = await mountPosting();
    form().requestSubmit();
    await settle();
    fill();
    form().requestSubmit();
    await settle();
    expect(box().textContent).to.equal('');
    expect(
      document.querySelectorAll('.pb-test-fixture [aria-invalid], .pb-test-fixture .pb-form__field-error').length,
    ).to.equal(0);
    expect($('#email').getAttribute('aria-describedby')).to.equal('email-notes');
    expect(document.title.startsWith('Error: ')).to.equal(false);
    const [sent] = await posts(key, 1);
    expect([
      field(sent, 'comment'),
      field(sent, 'author'),
      field(sent, 'email'),
      field(sent, 'comment_post_ID'),
      field(sent, 'comment_parent'),
    ]).to.deep.equal(['What a film.', 'Ada Lovelace', 'ada@example.test', '42', '0']);
  });
});

describe('<pb-comment-form> posting (TRUST.md #34, C4)', () => {
  it('posts natively once: a second submit, a click and Enter while the page goes are ignored', async () => {
    const { key } = await mountPosting();
    fill();
    form().requestSubmit();
    await settle();
    form().requestSubmit();
    $('#submit').click();
    await settle();
    $('#author').focus();
    await sendKeys({ press: 'Enter' });
    const sent = await posts(key, 1);
    expect(sent.length).to.equal(1);
    expect(field(sent[0], 'comment')).to.equal('What a film.');
  });

  it('may post again after the visitor changes something, or comes back to the page from the back/forward cache', async () => {
    const { key } = await mountPosting();
    fill();
    form().requestSubmit();
    await settle();
    expect((await posts(key, 1)).length).to.equal(1);
    form().requestSubmit();
    await settle();
    expect((await posts(key, 1)).length, 'still locked').to.equal(1);
    type('#comment', 'What a film!');
    form().requestSubmit();
    await settle();
    expect((await posts(key, 2)).length).to.equal(2);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    form().requestSubmit();
    await settle();
    expect((await posts(key, 3)).length).to.equal(3);
  });

  it('may post again 10 s after a post that never left the page (the visitor stopped the load)', async () => {
    const { key } = await mountPosting();
    fill();
    const clock = new FakeClock().install();
    try {
      form().requestSubmit();
      await settle();
      expect((await posts(key, 1)).length).to.equal(1);
      clock.tick(9_999);
      form().requestSubmit();
      await settle();
      expect((await posts(key, 1)).length, 'still locked at 9.999 s').to.equal(1);
      clock.tick(1);
      form().requestSubmit();
      await settle();
      expect((await posts(key, 2)).length).to.equal(2);
    } finally {
      clock.uninstall();
    }
  });

  it('is not locked by a submit another script cancelled', async () => {
    const { key } = await mountPosting();
    fill();
    const veto = (event: Event) => event.preventDefault();
    form().addEventListener('submit', veto);
    form().requestSubmit();
    await settle();
    form().removeEventListener('submit', veto);
    await pause(20);
    form().requestSubmit();
    await settle();
    expect((await posts(key, 1)).length).to.equal(1);
  });
});

describe('<pb-comment-form> draft (nothing typed is lost)', () => {
  it('keeps what was typed across a reload of the page, never hidden fields', async () => {
    await mountPosting();
    fill();
    // The draft code arrives on the first keystroke; a visitor types for longer than that takes.
    await settle();
    type('#url', 'https://ada.example');
    await settle();
    unmountAll();
    await mountPosting();
    expect([$('#comment').value, $('#author').value, $('#email').value, $('#url').value]).to.deep.equal([
      'What a film.',
      'Ada Lovelace',
      'ada@example.test',
      'https://ada.example',
    ]);
    expect([$('[name=comment_parent]').value, $('[name=comment_post_ID]').value]).to.deep.equal(['0', '42']);
    expect(Object.values(sessionStorage).join(' ')).not.to.contain('"comment_post_ID"');
  });

  /** Types, posts once, and leaves the page (the form goes) once the post has reached the server. */
  async function postThenLeave(): Promise<void> {
    const { key } = await mountPosting();
    fill();
    // The draft code arrives on the first keystroke; a visitor types for longer than that takes.
    await settle();
    form().requestSubmit();
    await settle();
    await posts(key, 1);
    unmountAll();
  }

  it('keeps the draft after a post when the page comes back without the comment (an error page, then back)', async () => {
    await postThenLeave();
    await mountPosting();
    expect($('#comment').value).to.equal('What a film.');
  });

  it('clears the draft when the page shows the posted comment (#comment-<id> in the address, and in the page)', async () => {
    await postThenLeave();
    history.replaceState(null, '', '#comment-2');
    await mountPosting();
    expect([$('#comment').value, $('#author').value]).to.deep.equal(['', '']);
    unmountAll();
    history.replaceState(null, '', location.pathname + location.search);
    await mountPosting();
    expect($('#comment').value, 'gone for good').to.equal('');
  });

  it('keeps the draft on a link to a comment when nothing was posted, or when that comment is not in the page', async () => {
    await mountPosting();
    fill();
    // The draft code arrives on the first keystroke; a visitor types for longer than that takes.
    await settle();
    unmountAll();
    history.replaceState(null, '', '#comment-2');
    await mountPosting();
    expect($('#comment').value, "someone else's comment").to.equal('What a film.');
    form().requestSubmit();
    await settle();
    unmountAll();
    history.replaceState(null, '', '#comment-99');
    await mountPosting();
    expect($('#comment').value, 'not in the page').to.equal('What a film.');
  });
});

describe("<pb-comment-form> replying (the CMS's comment-reply behaviour)", () => {
  it('a reply link moves the form under its comment, sets the parent, retitles it, shows cancel, focuses the comment field, and loads nothing', async () => {
    const el = await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    const [href, length] = [location.href, history.length];
    const replying = oneEvent(el, 'pb-comment-reply');
    expect(clickFollows(replyLink(1)), 'no page load').to.equal(false);
    expect((await replying).detail).to.deep.equal({ commentId: '1' });
    expect($('#div-comment-1').nextElementSibling === respond()).to.equal(true);
    const placeholder = $<HTMLElement>('#wp-temp-form-div');
    expect([
      placeholder.hidden,
      placeholder.nextElementSibling?.id ?? null,
      placeholder.previousElementSibling?.className,
    ]).to.deep.equal([true, null, 'commentlist']);
    expect($('[name=comment_parent]').value).to.equal('1');
    expect(headingText()).to.equal('Reply to Ada');
    expect(heading().contains(cancel()), 'the cancel link stays in the heading').to.equal(true);
    expect(getComputedStyle(cancel()).display).not.to.equal('none');
    expect(document.activeElement?.id).to.equal('comment');
    expect(el.replying).to.equal(true);
    expect([location.href, history.length]).to.deep.equal([href, length]);
  });

  it('cancel moves the form back, resets the parent and the title, hides cancel, and focuses the reply link', async () => {
    const el = await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    const [before, after] = [respond().previousElementSibling, respond().nextElementSibling];
    clickFollows(replyLink(2));
    expect(clickFollows(cancel()), 'no page load').to.equal(false);
    expect([respond().previousElementSibling === before, respond().nextElementSibling === after]).to.deep.equal([
      true,
      true,
    ]);
    expect(document.querySelector('#wp-temp-form-div')).to.equal(null);
    expect($('[name=comment_parent]').value).to.equal('0');
    expect(heading().firstChild!.textContent).to.equal('Leave a Reply ');
    expect(getComputedStyle(cancel()).display).to.equal('none');
    expect(document.activeElement === replyLink(2)).to.equal(true);
    expect(el.replying).to.equal(false);
  });

  it('Escape in the moved form cancels too', async () => {
    await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    replyLink(1).focus();
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.id).to.equal('comment');
    await sendKeys({ press: 'Escape' });
    expect($('[name=comment_parent]').value).to.equal('0');
    expect(respond().previousElementSibling?.className).to.equal('commentlist');
    expect(document.activeElement === replyLink(1)).to.equal(true);
  });

  it('keeps every typed word while the form moves between comments and back, with one placeholder', async () => {
    await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    fill();
    type('#url', 'https://ada.example');
    clickFollows(replyLink(1));
    clickFollows(replyLink(2));
    expect($('#div-comment-2').nextElementSibling === respond()).to.equal(true);
    expect([
      $('[name=comment_parent]').value,
      headingText(),
      document.querySelectorAll('#wp-temp-form-div').length,
    ]).to.deep.equal(['2', 'Reply to Grace', 1]);
    expect([$('#comment').value, $('#author').value, $('#email').value, $('#url').value]).to.deep.equal([
      'What a film.',
      'Ada Lovelace',
      'ada@example.test',
      'https://ada.example',
    ]);
    clickFollows(cancel());
    expect([$('#comment').value, $('#author').value]).to.deep.equal(['What a film.', 'Ada Lovelace']);
    expect(respond().previousElementSibling?.className).to.equal('commentlist');
  });

  it('posts the reply with its parent', async () => {
    const { key } = await mountPosting();
    clickFollows(replyLink(2));
    fill();
    form().requestSubmit();
    await settle();
    const [sent] = await posts(key, 1);
    expect([field(sent, 'comment_parent'), field(sent, 'comment')]).to.deep.equal(['2', 'What a film.']);
  });

  it('a reply link whose target is not in the page, or without its data, loads the page as its address says', async () => {
    await mount<PbCommentFormElement>(commentArea({ firstBelow: 'div-comment-404' }), 'pb-comment-form');
    expect(clickFollows(replyLink(1))).to.equal(true);
    expect([respond().previousElementSibling?.className, $('[name=comment_parent]').value]).to.deep.equal([
      'commentlist',
      '0',
    ]);
    delete replyLink(2).dataset.belowelement;
    expect(clickFollows(replyLink(2))).to.equal(true);
    replyLink(2).dataset.belowelement = 'div-comment-2';
    replyLink(2).dataset.respondelement = 'elsewhere';
    expect(clickFollows(replyLink(2)), "another form's link").to.equal(true);
  });

  it('leaves modified clicks (a new tab) to the browser', async () => {
    await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    expect(clickFollows(replyLink(1), { ctrlKey: true })).to.equal(true);
    expect($('[name=comment_parent]').value).to.equal('0');
  });

  it('a cancelled pb-comment-reply keeps the form in place', async () => {
    const el = await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    el.addEventListener('pb-comment-reply', (event) => event.preventDefault(), { once: true });
    expect(clickFollows(replyLink(1))).to.equal(false);
    expect([respond().previousElementSibling?.className, $('[name=comment_parent]').value, el.replying]).to.deep.equal([
      'commentlist',
      '0',
      false,
    ]);
  });

  it('a cancel link the CMS printed for ?replytocom= (no move of ours) loads the page as its address says', async () => {
    await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    cancel().style.display = '';
    expect(clickFollows(cancel())).to.equal(true);
  });

  it('also works with the tag around #respond alone, the reply links outside it', async () => {
    const el = await mount<PbCommentFormElement>(commentArea({ respondOnly: true }), 'pb-comment-form');
    expect(clickFollows(replyLink(1))).to.equal(false);
    expect([$('#div-comment-1').nextElementSibling === respond(), $('[name=comment_parent]').value]).to.deep.equal([
      true,
      '1',
    ]);
    clickFollows(cancel());
    expect(respond().parentElement === el).to.equal(true);
  });

  it('works the same right to left', async () => {
    const el = await mount<PbCommentFormElement>(`<div dir="rtl">${commentArea()}</div>`, 'pb-comment-form');
    clickFollows(replyLink(1));
    form().requestSubmit();
    await settle();
    const style = getComputedStyle(box());
    expect([style.borderRightWidth, style.borderLeftWidth]).to.deep.equal(['4px', '0px']);
    clickFollows(cancel());
    expect(el.replying).to.equal(false);
  });
});

describe('<pb-comment-form> motion', () => {
  it('outlines where the form lands only when motion is welcome (media emulated where the engine allows)', async () => {
    await mount<PbCommentFormElement>(commentArea(), 'pb-comment-form');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    clickFollows(replyLink(1));
    expect(respond().getAnimations().length).to.equal(reduced ? 0 : 1);
    if ((await executeServerCommand('expected-engine')) !== 'chromium') return;
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      clickFollows(replyLink(2));
      expect(respond().getAnimations().length).to.equal(0);
      expect(respond().previousElementSibling?.id, 'the move itself is instant').to.equal('div-comment-2');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('<pb-comment-form> keyboard only (TRUST.md #1)', () => {
  it('replies and posts with the keyboard alone', async () => {
    const { key } = await mountPosting();
    replyLink(2).focus();
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.id).to.equal('comment');
    // (WebKitWebDriver drops spaces and doubled letters typed into a textarea, so one plain word.)
    await sendKeys({ type: 'Bravo' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('author');
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.test' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('url');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('submit');
    await sendKeys({ press: 'Enter' });
    const [sent] = await posts(key, 1);
    expect([
      field(sent, 'comment'),
      field(sent, 'author'),
      field(sent, 'email'),
      field(sent, 'comment_parent'),
    ]).to.deep.equal(['Bravo', 'Ada', 'ada@example.test', '2']);
  });

  it('an empty post by keyboard lands on the summary, and its links lead to the fields', async () => {
    await mountPosting();
    $('#submit').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(document.activeElement === box()).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Comment');
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement?.id).to.equal('comment');
  });
});

describe('<pb-comment-form> reply and post invariants (TRUST.md #50)', () => {
  it('holds under random replies, cancels, Escapes, typing, posts and returns: one form, one placeholder while replying, the right parent and place, every word kept, one post per intent', async () => {
    type Model = { parent: string; text: string; locked: boolean; posts: number };
    type Real = { allowed: number };
    const command = (name: string, run: (m: Model) => void) => ({
      check: () => true,
      run: (m: Model, r: Real) => {
        run(m);
        const placeholders = document.querySelectorAll('#wp-temp-form-div').length;
        expect(
          [document.querySelectorAll('#respond').length, placeholders],
          `${name}: one form, a placeholder only while replying`,
        ).to.deep.equal([1, m.parent === '0' ? 0 : 1]);
        const place =
          m.parent === '0' ? respond().previousElementSibling?.className : respond().previousElementSibling?.id;
        expect(place, `${name}: where the form is`).to.equal(
          m.parent === '0' ? 'commentlist' : `div-comment-${m.parent}`,
        );
        expect([$('[name=comment_parent]').value, headingText()], name).to.deep.equal([
          m.parent,
          m.parent === '0' ? 'Leave a Reply' : m.parent === '1' ? 'Reply to Ada' : 'Reply to Grace',
        ]);
        expect($('#comment').value, `${name}: the words kept`).to.equal(m.text);
        expect(r.allowed, `${name}: posts let through`).to.equal(m.posts);
      },
      toString: () => name,
    });
    const commands = [
      fc.constantFrom(1, 2).map((n) =>
        command(`reply to ${n}`, (m) => {
          clickFollows(replyLink(n));
          m.parent = String(n);
        }),
      ),
      fc.constant(
        command('cancel', (m) => {
          clickFollows(cancel());
          m.parent = '0';
        }),
      ),
      fc.constant(
        command('Escape', (m) => {
          $('#comment').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: 'Escape' }));
          m.parent = '0';
        }),
      ),
      fc.constantFrom('', 'Bravo', 'Encore').map((word) =>
        command(`type "${word}"`, (m) => {
          type('#comment', word);
          Object.assign(m, { text: word, locked: false });
        }),
      ),
      fc.constant(
        command('post', (m) => {
          form().requestSubmit();
          if (m.text && !m.locked) Object.assign(m, { locked: true, posts: m.posts + 1 });
        }),
      ),
      fc.constant(
        command('back to the page', (m) => {
          window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
          m.locked = false;
        }),
      ),
    ];
    const real: Real = { allowed: 0 };
    const count = (event: Event) => void (event.defaultPrevented || real.allowed++);
    window.addEventListener('submit', count);
    try {
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 15 }), async (cmds) => {
          // The previous run's form may still write its draft once its lazy code's turn comes (drafts outlive a
          // removal), and a busy machine puts that turn tasks later: its updateComplete includes the load and the
          // write (on-demand.ts), so the storage is cleared after it. (A write landing after the clear would make the
          // next form restore the last run's words. A run of all three engines at once failed in WebKit on the first
          // command after mounting, which fits that, when one timer task was all this waited for.)
          await Promise.all(
            [...document.querySelectorAll<PbCommentFormElement>('pb-comment-form')].map((el) => el.updateComplete),
          );
          unmountAll();
          sessionStorage.clear();
          await mountPosting();
          type('#author', 'Ada');
          type('#email', 'ada@example.test');
          real.allowed = 0;
          fc.modelRun(() => ({ model: { parent: '0', text: '', locked: false, posts: 0 }, real }), cmds);
        }),
        { numRuns: 30, includeErrorInReport: true },
      );
    } finally {
      window.removeEventListener('submit', count);
    }
  }).timeout(30_000);
});

describe('<pb-comment-form> bad markup', () => {
  it('a tag without a form warns once and does nothing', async () => {
    const warnings = await warningsDuring(() => mount(bareTag, 'pb-comment-form'));
    expect(warnings.filter((w) => w.includes('no #respond form'))).to.have.length(1);
  });
});
