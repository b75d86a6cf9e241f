import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from './index';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function Share() {
  return <p>share {useParams().shareId}</p>;
}

function Query() {
  const [params] = useSearchParams();
  return <p>category {params.get('category')}</p>;
}

const routes = [
  { path: '/', element: <Link to="/todo-share/ab%2012?x=1">open</Link> },
  { path: '/todo-share/:shareId', element: <Share /> },
  { path: '/contact', element: <Query /> },
];

describe('router', () => {
  it('shows the matching route with its parameters, or the fallback', () => {
    render(
      <MemoryRouter initialEntries={['/todo-share/k9']}>
        <Routes routes={routes} fallback={<p>not found</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('share k9')).toBeInTheDocument();
  });

  it('falls back when nothing matches, and reads the query string', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes routes={routes} fallback={<p>not found</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('not found')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter initialEntries={['/contact?category=bug-report']}>
        <Routes routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByText('category bug-report')).toBeInTheDocument();
  });

  it('follows a plain click without reloading, and the back button returns', async () => {
    render(
      <BrowserRouter>
        <Routes routes={routes} />
        <Where />
      </BrowserRouter>,
    );
    const link = screen.getByRole('link', { name: 'open' });
    expect(link).toHaveAttribute('href', '/todo-share/ab%2012?x=1');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByText('share ab 12')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/todo-share/ab%2012');
    expect(screen.getByText('at /todo-share/ab%2012?x=1')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('link', { name: 'open' })).toBeInTheDocument();
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    render(
      <MemoryRouter>
        <Routes routes={routes} />
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'open' });
    // Records whether the link kept the click, then stops jsdom (which cannot open tabs).
    const keptByLink: boolean[] = [];
    const record = (event: Event) => {
      keptByLink.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      fireEvent.click(link, modifier);
    }
    fireEvent.click(link, { button: 1 });
    fireEvent.click(link);
    window.removeEventListener('click', record);
    expect(keptByLink).toEqual([false, false, false, false, true]);
  });

  it('refuses to work outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Link to="/">home</Link>)).toThrow(/inside a router/);
    vi.restoreAllMocks();
  });
});
