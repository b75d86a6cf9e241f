import {
  MAX_RECENT_TOOLS,
  readFavorites,
  readRecents,
  recordRecent,
  saveFavorites,
  toggleFavorite,
  withRecent,
} from './preferences';

describe('favourites and recent tools', () => {
  it('toggles favourites and keeps them in local storage', () => {
    const once = toggleFavorite([], 'json-tool');
    expect(once).toEqual(['json-tool']);
    saveFavorites(once);
    expect(readFavorites()).toEqual(['json-tool']);
    expect(toggleFavorite(once, 'json-tool')).toEqual([]);
  });

  it('keeps recents newest first, unique and capped', () => {
    let recents: string[] = [];
    for (let i = 0; i < MAX_RECENT_TOOLS + 2; i++) recents = withRecent(recents, `t${i}`);
    expect(recents).toHaveLength(MAX_RECENT_TOOLS);
    expect(recents[0]).toBe(`t${MAX_RECENT_TOOLS + 1}`);
    expect(withRecent(['a', 'b'], 'b')).toEqual(['b', 'a']);
    recordRecent('x');
    recordRecent('y');
    expect(readRecents()).toEqual(['y', 'x']);
  });

  it('ignores corrupt storage', () => {
    window.localStorage.setItem('favorite-tools', '{oops');
    expect(readFavorites()).toEqual([]);
    window.localStorage.setItem('recent-tools', '[1,2]');
    expect(readRecents()).toEqual([]);
  });
});
