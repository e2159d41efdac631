import './app/global-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageReady } from './app/app.tsx';
import { loadLanguage, storedLanguage } from './lib/i18n.ts';
import { keepTypedValues } from './lib/prerendered-form.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The sign-in page and the public links come painted from prerendered HTML (docs/site.md). The app
// renders over it rather than hydrating it: the document holds the page in both languages, one
// hidden. Its first render waits for the page's route as well as its words, so it draws the same
// page in the same place, and what was typed in the form meanwhile is carried over.
const prerendered = root.querySelector('[data-prerendered]') !== null;

// The language shown is the one downloaded (i18n.ts): its words come before the first render.
void Promise.all([loadLanguage(storedLanguage()), prerendered ? firstPageReady() : undefined]).then(() => {
  if (prerendered) keepTypedValues(root);
  const app = createRoot(root);
  const render = () =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // The first render as a transition is done in slices of a few milliseconds with the browser free
  // between them, not in one task (a public link's first render was one task of 200 to 350 ms on a
  // phone's CPU, most of its total blocking time). Not over a prerendered form: the form's first
  // render takes what was typed in it (keepTypedValues, above), and text typed between the slices,
  // before the form is in place, would be lost.
  if (root.querySelector('[data-prerendered] form')) render();
  else startTransition(render);
});
