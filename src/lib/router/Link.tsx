import type { ComponentProps, MouseEvent } from 'react';
import { useNavigate } from './Router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (target !== undefined && target !== '_self');

/**
 * A link inside the site: a real `<a href>` (so it can be opened in a new tab, copied or
 * crawled) whose plain clicks change the page without reloading it.
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}
