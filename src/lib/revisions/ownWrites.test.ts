import { describe, expect, it } from 'vitest';
import { inTurn, rebaseOnOwnWrites, recordOwnWrite } from './ownWrites';

describe('rebaseOnOwnWrites', () => {
  it('sends a write based on a revision this page moved on, on top of its own writes', () => {
    recordOwnWrite('todos:a', 1, 2);
    recordOwnWrite('todos:a', 2, 4);
    expect(rebaseOnOwnWrites('todos:a', 1)).toBe(4);
    expect(rebaseOnOwnWrites('todos:a', 2)).toBe(4);
    expect(rebaseOnOwnWrites('todos:a', 3)).toBe(3);
    expect(rebaseOnOwnWrites('todos:b', 1)).toBe(1);
  });

  it('never rebases past a step in which someone else changed a field the write changes', () => {
    // Own decision based on 1 left the row at 3; someone else changed the title at 2.
    recordOwnWrite('schedules:d', 1, 3, { title: 2, decided_option_id: 3 });
    // A second own write of the title, also based on 1, stays on 1: the database refuses it.
    expect(rebaseOnOwnWrites('schedules:d', 1, ['title'])).toBe(1);
    // One of the deadline (nobody else changed it) goes on top of the decision.
    expect(rebaseOnOwnWrites('schedules:d', 1, ['answer_deadline'])).toBe(3);
    expect(rebaseOnOwnWrites('schedules:d', 1, ['decided_option_id'])).toBe(3);
  });

  it('ignores a step that did not move the row', () => {
    recordOwnWrite('todos:c', 5, 5);
    expect(rebaseOnOwnWrites('todos:c', 5)).toBe(5);
  });
});

describe('inTurn', () => {
  it('runs a row’s writes one after another, each after the previous settled (failed or not)', async () => {
    const order: string[] = [];
    let release!: () => void;
    const first = inTurn('schedules:a', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first');
      throw new Error('refused');
    });
    const second = inTurn('schedules:a', async () => {
      order.push('second');
      return 2;
    });
    const elsewhere = inTurn('schedules:b', async () => {
      order.push('other row');
      return 3;
    });
    await expect(elsewhere).resolves.toBe(3);
    expect(order).toEqual(['other row']);
    release();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['other row', 'first', 'second']);
  });
});
