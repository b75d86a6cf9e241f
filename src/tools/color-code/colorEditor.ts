import {
  DEFAULT_COLOR,
  hslToRgb,
  parseBoundedInteger,
  parseColorText,
  parseHex,
  type Rgba,
  rgbToHsl,
  toHex,
} from './colorConvert';

export const RGB_FIELDS = ['r', 'g', 'b'] as const;
export const HSL_FIELDS = ['h', 's', 'l'] as const;
export type RgbField = (typeof RGB_FIELDS)[number];
export type HslField = (typeof HSL_FIELDS)[number];
export type Field = 'hex' | RgbField | HslField;

/** Upper bounds from the spec: RGB 0-255, H 0-360, S and L 0-100. */
export const FIELD_MAX: Record<RgbField | HslField, number> = {
  r: 255,
  g: 255,
  b: 255,
  h: 360,
  s: 100,
  l: 100,
};

/**
 * The colour plus the text of every input. A field keeps exactly what the user typed (valid or
 * not); only the other representations are rewritten, so typing is never interrupted.
 */
export interface ColorEditorState {
  color: Rgba;
  drafts: Record<Field, string>;
}

export type ColorEditorAction =
  | { type: 'hex'; text: string }
  | { type: 'rgb'; field: RgbField; text: string }
  | { type: 'hsl'; field: HslField; text: string }
  | { type: 'pick'; hex: string };

function hexDraft(color: Rgba) {
  return { hex: toHex(color) };
}

function rgbDrafts(color: Rgba) {
  return { r: String(color.r), g: String(color.g), b: String(color.b) };
}

function hslDrafts(color: Rgba) {
  const hsl = rgbToHsl(color);
  return { h: String(hsl.h), s: String(hsl.s), l: String(hsl.l) };
}

export function initialColorEditor(color: Rgba = DEFAULT_COLOR): ColorEditorState {
  return { color, drafts: { ...hexDraft(color), ...rgbDrafts(color), ...hslDrafts(color) } };
}

export function colorEditorReducer(
  state: ColorEditorState,
  action: ColorEditorAction,
): ColorEditorState {
  switch (action.type) {
    case 'hex': {
      const drafts = { ...state.drafts, hex: action.text };
      const parsed = parseColorText(action.text);
      if (!parsed) return { ...state, drafts };
      return { color: parsed, drafts: { ...drafts, ...rgbDrafts(parsed), ...hslDrafts(parsed) } };
    }
    case 'rgb': {
      const drafts = { ...state.drafts, [action.field]: action.text };
      const [r, g, b] = RGB_FIELDS.map((field) =>
        parseBoundedInteger(drafts[field], FIELD_MAX[field]),
      );
      if (r == null || g == null || b == null) return { ...state, drafts };
      const color = { r, g, b, a: state.color.a };
      return { color, drafts: { ...drafts, ...hexDraft(color), ...hslDrafts(color) } };
    }
    case 'hsl': {
      const drafts = { ...state.drafts, [action.field]: action.text };
      const [h, s, l] = HSL_FIELDS.map((field) =>
        parseBoundedInteger(drafts[field], FIELD_MAX[field]),
      );
      if (h == null || s == null || l == null) return { ...state, drafts };
      const color = { ...hslToRgb({ h, s, l }), a: state.color.a };
      return { color, drafts: { ...drafts, ...hexDraft(color), ...rgbDrafts(color) } };
    }
    case 'pick': {
      const parsed = parseHex(action.hex);
      if (!parsed) return state;
      // The native picker has no alpha: keep the current one.
      return initialColorEditor({ ...parsed, a: state.color.a });
    }
  }
}

/** Whether the field's text is currently rejected (shown with a red border). */
export function isFieldInvalid(state: ColorEditorState, field: Field): boolean {
  const text = state.drafts[field];
  if (field === 'hex') return parseColorText(text) === null;
  return parseBoundedInteger(text, FIELD_MAX[field]) === null;
}
