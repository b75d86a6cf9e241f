import {
  colorEditorReducer,
  type ColorEditorAction,
  initialColorEditor,
  isFieldInvalid,
} from './colorEditor';

function run(...actions: ColorEditorAction[]) {
  return actions.reduce(colorEditorReducer, initialColorEditor());
}

describe('colorEditorReducer', () => {
  it('starts on the spec default', () => {
    expect(initialColorEditor().drafts).toEqual({
      hex: '#3B82F6',
      r: '59',
      g: '130',
      b: '246',
      h: '217',
      s: '91',
      l: '60',
    });
  });

  it('a valid hex updates RGB and HSL but keeps the hex text as typed', () => {
    const state = run({ type: 'hex', text: 'ff0000' });
    expect(state.drafts).toEqual({
      hex: 'ff0000',
      r: '255',
      g: '0',
      b: '0',
      h: '0',
      s: '100',
      l: '50',
    });
    expect(state.color).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('an invalid hex changes nothing but its own text', () => {
    const state = run({ type: 'hex', text: '#12345' });
    expect(state.color).toEqual(initialColorEditor().color);
    expect(state.drafts.r).toBe('59');
    expect(isFieldInvalid(state, 'hex')).toBe(true);
  });

  it('3-digit shorthand and 8-digit alpha are accepted', () => {
    expect(run({ type: 'hex', text: '#0f0' }).color).toEqual({ r: 0, g: 255, b: 0, a: 1 });
    const translucent = run({ type: 'hex', text: '#3B82F680' });
    expect(translucent.color.a).toBeCloseTo(0.5, 2);
    // Alpha survives RGB edits and appears in the rewritten hex.
    const edited = colorEditorReducer(translucent, { type: 'rgb', field: 'r', text: '0' });
    expect(edited.drafts.hex).toBe('#0082F680');
  });

  it('#RGBA and CSS colour names are accepted', () => {
    const short = run({ type: 'hex', text: '#abcd' });
    expect(short.color).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 0.867 });
    expect(isFieldInvalid(short, 'hex')).toBe(false);
    const named = run({ type: 'hex', text: 'RebeccaPurple' });
    expect(named.color).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(named.drafts.r).toBe('102');
    expect(isFieldInvalid(run({ type: 'hex', text: 'notacolour' }), 'hex')).toBe(true);
  });

  it('RGB edits update hex and HSL; out-of-range values are ignored', () => {
    let state = run(
      { type: 'rgb', field: 'g', text: '0' },
      { type: 'rgb', field: 'r', text: '255' },
    );
    expect(state.drafts.hex).toBe('#FF00F6');
    state = colorEditorReducer(state, { type: 'rgb', field: 'b', text: '256' });
    expect(state.drafts.hex).toBe('#FF00F6');
    expect(isFieldInvalid(state, 'b')).toBe(true);
    state = colorEditorReducer(state, { type: 'rgb', field: 'b', text: '' });
    expect(state.drafts.hex).toBe('#FF00F6');
    state = colorEditorReducer(state, { type: 'rgb', field: 'b', text: '0' });
    expect(state.drafts).toMatchObject({ hex: '#FF0000', h: '0', s: '100', l: '50' });
  });

  it('HSL edits update hex and RGB but keep the HSL texts', () => {
    let state = run({ type: 'hsl', field: 's', text: '0' });
    expect(state.drafts).toMatchObject({ h: '217', s: '0', l: '60', hex: '#999999', r: '153' });
    state = colorEditorReducer(state, { type: 'hsl', field: 'h', text: '361' });
    expect(state.drafts.hex).toBe('#999999');
    expect(isFieldInvalid(state, 'h')).toBe(true);
    state = colorEditorReducer(state, { type: 'hsl', field: 'h', text: '360' });
    expect(isFieldInvalid(state, 'h')).toBe(false);
    state = colorEditorReducer(state, { type: 'hsl', field: 'l', text: '101' });
    expect(state.drafts.hex).toBe('#999999');
  });

  it('the picker rewrites every field', () => {
    const state = run({ type: 'hex', text: 'zz' }, { type: 'pick', hex: '#10b981' });
    expect(state.drafts).toMatchObject({ hex: '#10B981', r: '16', g: '185', b: '129' });
    expect(isFieldInvalid(state, 'hex')).toBe(false);
    expect(colorEditorReducer(state, { type: 'pick', hex: 'nope' })).toBe(state);
  });
});
