import { bestMatch, matchPath } from './matchPath';

describe('matchPath', () => {
  it('matches the root only at the root', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/json-tool')).toBeNull();
  });

  it('matches static paths with or without a trailing slash, in any letter case', () => {
    expect(matchPath('/settings', '/settings')).toEqual({});
    expect(matchPath('/settings', '/settings/')).toEqual({});
    expect(matchPath('/settings', '/Settings')).toEqual({});
    expect(matchPath('/settings', '/settings/more')).toBeNull();
    expect(matchPath('/settings', '/setting')).toBeNull();
  });

  it('reads named parameters, decoded', () => {
    expect(matchPath('/todo-share/:shareId', '/todo-share/ab12')).toEqual({ shareId: 'ab12' });
    expect(matchPath('/todo-share/:shareId', '/todo-share/%E8%A6%8B')).toEqual({ shareId: '見' });
    expect(matchPath('/todo-share/:shareId', '/todo-share/%E0%A4%A')).toEqual({
      shareId: '%E0%A4%A',
    });
    expect(matchPath('/todo-share/:shareId', '/todo-share')).toBeNull();
    expect(matchPath('/todo-share/:shareId', '/todo-share/a/b')).toBeNull();
  });

  it('gives the rest of the path to a trailing star, empty when there is none', () => {
    expect(matchPath('/book-concierge/*', '/book-concierge')).toEqual({ '*': '' });
    expect(matchPath('/book-concierge/*', '/book-concierge/')).toEqual({ '*': '' });
    expect(matchPath('/book-concierge/*', '/book-concierge/history')).toEqual({ '*': 'history' });
    expect(matchPath('/book-concierge/*', '/book-concierge/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/book-concierge/*', '/book-concierges')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });
});

describe('bestMatch', () => {
  const routes = [
    { path: '/' },
    { path: '/todo-share/*' },
    { path: '/todo-share/:shareId' },
    { path: '/todo-share/:shareId/*' },
  ];
  const pick = (pathname: string) => bestMatch(routes, pathname)?.route.path ?? null;

  it('prefers the most specific pattern, whatever the order', () => {
    expect(pick('/todo-share')).toBe('/todo-share/*');
    expect(pick('/todo-share/ab12')).toBe('/todo-share/:shareId');
    expect(pick('/todo-share/ab12/more')).toBe('/todo-share/:shareId/*');
    expect(bestMatch([...routes].reverse(), '/todo-share/ab12')?.params).toEqual({
      shareId: 'ab12',
    });
    expect(pick('/')).toBe('/');
    expect(pick('/nowhere')).toBeNull();
  });
});
