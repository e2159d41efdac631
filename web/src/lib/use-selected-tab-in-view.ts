import { useEffect, useRef } from 'react';

/**
 * Tabs that scroll sideways on a phone (`mp-scroll-tabs`): the selected tab is brought into view,
 * centred, whenever `selected` changes, so a page opened on a later tab (the master page's
 * Transcript, a settings tab) does not show only the first ones. Only the list scrolls, never the
 * page: a tab list below the fold stays where it is.
 */
export function useSelectedTabInView<Element extends HTMLElement>(selected: unknown) {
  const list = useRef<Element>(null);
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    const offset = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    strip.scrollTo({ left: strip.scrollLeft + offset - (strip.clientWidth - tab.offsetWidth) / 2 });
  }, [selected]);
  return list;
}
