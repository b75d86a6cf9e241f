import {
  computeOutcome,
  type ConverterState,
  converterReducer,
  initialConverterState,
  restoreConverterState,
} from './converterState';
import { formatPlainNumber } from './numberText';
import { UNIT_CATEGORIES } from './unitCatalog';

const context = { baseFontPx: 16 };

function typed(text: string, state = initialConverterState()): ConverterState {
  return converterReducer(state, { type: 'input', text });
}

function shown(state: ConverterState): string {
  const outcome = computeOutcome(state, context);
  return outcome.kind === 'value' ? formatPlainNumber(outcome.value) : outcome.kind;
}

describe('converterReducer', () => {
  it('starts on length, mm -> cm, empty', () => {
    expect(initialConverterState()).toEqual({
      category: 'length',
      from: 'mm',
      to: 'cm',
      input: '',
    });
    expect(computeOutcome(initialConverterState(), context)).toEqual({ kind: 'empty' });
  });

  it('changing category resets the units to the first two and clears the input', () => {
    let state = typed('12');
    state = converterReducer(state, { type: 'to', unit: 'km' });
    state = converterReducer(state, { type: 'category', category: 'weight' });
    expect(state).toEqual({ category: 'weight', from: 'mg', to: 'g', input: '' });
    expect(shown(state)).toBe('empty');
  });

  it('recomputes while the input is a valid number and clears otherwise', () => {
    let state = typed('25.4');
    expect(shown(state)).toBe('2.54');
    state = converterReducer(state, { type: 'to', unit: 'inch' });
    expect(shown(state)).toBe('1');
    state = typed('25.4x', state);
    expect(shown(state)).toBe('invalid');
    state = typed('', state);
    expect(shown(state)).toBe('empty');
  });

  it('swap exchanges the units and moves the result into the input', () => {
    let state = typed('1500');
    state = converterReducer(state, { type: 'to', unit: 'm' });
    state = converterReducer(state, { type: 'swap', context });
    expect(state).toMatchObject({ from: 'm', to: 'mm', input: '1.5' });
    expect(shown(state)).toBe('1500');
  });

  it('swap keeps what was typed when there is no result', () => {
    const state = converterReducer(typed('abc'), { type: 'swap', context });
    expect(state).toMatchObject({ from: 'cm', to: 'mm', input: 'abc' });
  });

  it('reports temperatures below absolute zero', () => {
    let state = converterReducer(initialConverterState(), {
      type: 'category',
      category: 'temperature',
    });
    state = typed('-300', state);
    expect(computeOutcome(state, context)).toEqual({
      kind: 'error',
      reason: 'below_absolute_zero',
    });
  });

  it('editing the input after a swap drops the carried precision', () => {
    let state = converterReducer(typed('1'), { type: 'to', unit: 'inch' });
    state = converterReducer(state, { type: 'swap', context });
    expect(state.carried).toBeDefined();
    state = typed('2', state);
    expect(state.carried).toBeUndefined();
    expect(shown(state)).toBe('50.8');
  });

  describe('every unit pair in every category round-trips through swap', () => {
    const samples = ['1', '0.1', '2.5', '1234.5678', '0.003', '98765'];
    for (const category of UNIT_CATEGORIES) {
      const pairs = category.units.flatMap((from) => category.units.map((to) => [from.id, to.id]));
      it(`${category.id}: ${pairs.length} pairs × ${samples.length} values`, () => {
        for (const [from = '', to = ''] of pairs) {
          for (const sample of samples) {
            let state: ConverterState = { category: category.id, from, to, input: sample };
            state = converterReducer(state, { type: 'swap', context });
            state = converterReducer(state, { type: 'swap', context });
            expect(state.from).toBe(from);
            expect(state.input, `${sample} ${from} <-> ${to}`).toBe(sample);
            state = converterReducer(state, { type: 'swap', context });
            expect(shown(state), `${sample} ${from} <-> ${to}`).toBe(sample);
          }
        }
      });
    }
  });
});

describe('restoreConverterState', () => {
  it('restores a known category, units and input', () => {
    expect(
      restoreConverterState({ category: 'weight', from: 'kg', to: 'lb', input: '2' }),
    ).toMatchObject({
      category: 'weight',
      from: 'kg',
      to: 'lb',
      input: '2',
    });
  });

  it('falls back to defaults for unknown categories and units', () => {
    expect(restoreConverterState({ category: 'nope', from: 'x', to: 'y', input: '1' })).toEqual(
      initialConverterState(),
    );
    const state = restoreConverterState({ category: 'length', from: 'kg', to: 'm', input: '' });
    expect(state.from).toBe(initialConverterState('length').from);
    expect(state.to).toBe('m');
  });
});
