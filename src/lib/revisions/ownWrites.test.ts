import { describe, expect, it } from 'vitest';
import { rebaseOnOwnWrites, recordOwnWrite } from './ownWrites';

describe('rebaseOnOwnWrites', () => {
  it('sends a write based on a revision this page moved on, on top of its own writes', () => {
    recordOwnWrite('todos:a', 1, 2);
    recordOwnWrite('todos:a', 2, 4);
    expect(rebaseOnOwnWrites('todos:a', 1)).toBe(4);
    expect(rebaseOnOwnWrites('todos:a', 2)).toBe(4);
    expect(rebaseOnOwnWrites('todos:a', 3)).toBe(3);
    expect(rebaseOnOwnWrites('todos:b', 1)).toBe(1);
  });

  it('ignores a step that did not move the row', () => {
    recordOwnWrite('todos:c', 5, 5);
    expect(rebaseOnOwnWrites('todos:c', 5)).toBe(5);
  });
});
