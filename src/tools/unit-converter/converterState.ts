import { convertUnit, type ConversionResult } from './convertUnit';
import { formatPlainNumber, parseNumberInput } from './numberText';
import {
  type CategoryId,
  type ConversionContext,
  defaultUnits,
  findCategory,
  isCategoryId,
} from './unitCatalog';

export interface ConverterState {
  category: CategoryId;
  from: string;
  to: string;
  input: string;
  /**
   * The unrounded number behind the input text after a swap, so that swapping back and forth
   * never accumulates display rounding (1 mg -> oz -> mg stays exactly 1).
   */
  carried?: { text: string; value: number };
}

export type ConverterAction =
  | { type: 'category'; category: CategoryId }
  | { type: 'from'; unit: string }
  | { type: 'to'; unit: string }
  | { type: 'input'; text: string }
  | { type: 'swap'; context: ConversionContext };

export type ConverterOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'error'; reason: Exclude<ConversionResult, { ok: true }>['reason'] }
  | { kind: 'value'; value: number };

export function initialConverterState(category: CategoryId = 'length'): ConverterState {
  return { category, ...defaultUnits(category), input: '' };
}

/** The state a reload or a shared link asks for; anything unknown falls back to the defaults. */
export function restoreConverterState(kept: {
  category: string;
  from: string;
  to: string;
  input: string;
}): ConverterState {
  if (!isCategoryId(kept.category)) return initialConverterState();
  const state = initialConverterState(kept.category);
  const known = new Set(findCategory(kept.category).units.map((unit) => unit.id));
  return {
    ...state,
    from: known.has(kept.from) ? kept.from : state.from,
    to: known.has(kept.to) ? kept.to : state.to,
    input: kept.input,
  };
}

/** The number the input stands for, or null when it is not a valid number. */
function inputValue(state: ConverterState): number | null {
  if (state.carried && state.carried.text === state.input) return state.carried.value;
  return parseNumberInput(state.input);
}

/** The result recomputes while the input is a valid number and clears otherwise. */
export function computeOutcome(
  state: ConverterState,
  context: ConversionContext,
): ConverterOutcome {
  if (state.input.trim() === '') return { kind: 'empty' };
  const value = inputValue(state);
  if (value === null) return { kind: 'invalid' };
  const result = convertUnit(value, state.category, state.from, state.to, context);
  return result.ok
    ? { kind: 'value', value: result.value }
    : { kind: 'error', reason: result.reason };
}

export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case 'category':
      // Spec: a new category resets the units to its first two and clears input and result.
      return initialConverterState(action.category);
    case 'from':
      return { ...state, from: action.unit };
    case 'to':
      return { ...state, to: action.unit };
    case 'input':
      return { ...state, input: action.text, carried: undefined };
    case 'swap': {
      const outcome = computeOutcome(state, action.context);
      const swapped = { ...state, from: state.to, to: state.from };
      // The result moves into the input; with no result, what was typed stays.
      if (outcome.kind !== 'value') return swapped;
      const text = formatPlainNumber(outcome.value);
      return { ...swapped, input: text, carried: { text, value: outcome.value } };
    }
  }
}
