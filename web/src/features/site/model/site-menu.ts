/**
 * The public pages' compact menu on small screens (docs/site.md): a button whose `aria-expanded`
 * shows or hides the header's links (styles.css). In the app React toggles it; a prerendered page
 * has no React, so its document carries this one small script instead, which does the same and
 * closes the menu on Escape, giving the focus back to the button.
 */
export const SITE_MENU_ATTRIBUTE = 'data-site-menu';

export const siteMenuScript = (): string =>
  `(function(){function t(b,o){b.setAttribute('aria-expanded',String(o))}` +
  `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${SITE_MENU_ATTRIBUTE}]');if(b)t(b,b.getAttribute('aria-expanded')!=='true')});` +
  `document.addEventListener('keydown',function(e){var b=document.querySelector('[${SITE_MENU_ATTRIBUTE}][aria-expanded=true]');if(e.key==='Escape'&&b){t(b,false);b.focus()}})})();`;
