import { RestError } from './errors.ts';

/**
 * Content negotiation as PostgREST does it (MediaType.hs decodeMediaType, Plan/Negotiate.hs):
 * the Accept header's media types, by quality, and the first one it can produce decides how
 * the rows come back: a JSON array, one object (`.single()`), null-stripped, CSV, GeoJSON
 * (PostGIS's ST_AsGeoJSON) or, with db-plan-enabled, the statement's EXPLAIN plan. Nothing
 * acceptable is 406 PGRST107.
 */
export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

export interface RowsShape {
  single: boolean;
  stripNulls: boolean;
  /** `Accept: text/csv`: PostgREST's CSV (header line of keys, then each row's record text). */
  csv?: boolean;
  /** `Accept: application/geo+json`: a FeatureCollection of ST_AsGeoJSON of each row. */
  geojson?: boolean;
  /** `Accept: application/vnd.pgrst.plan+json|text`: EXPLAIN of the statement instead. */
  plan?: { format: 'json' | 'text'; options: PlanOption[]; for: string };
}

type Decoded =
  | { kind: 'json' | 'csv' | 'geojson' | 'any'; stripNulls: boolean; single: boolean }
  | { kind: 'plan'; format: 'json' | 'text'; options: PlanOption[]; inner: Decoded; mime: string }
  | { kind: 'other'; mime: string };

const PLAN_OPTIONS: PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** One media type with its parameters (`application/vnd.pgrst.plan+json; for="text/csv"`). */
function decode(text: string): Decoded {
  const [type = '', ...rawParams] = text.split(';');
  const params = new Map(
    rawParams.flatMap((param) => {
      const at = param.indexOf('=');
      if (at < 0) return [];
      const value = param
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      return [[param.slice(0, at).trim().toLowerCase(), value] as const];
    }),
  );
  const mime = type.trim().toLowerCase();
  const stripNulls = params.get('nulls') === 'stripped';
  const plain = (kind: 'json' | 'csv' | 'geojson' | 'any', single = false) =>
    ({ kind, stripNulls, single }) as const;
  switch (mime) {
    case 'application/json':
      return plain('json');
    case 'application/geo+json':
      return plain('geojson');
    case 'text/csv':
      return plain('csv');
    case '*/*':
      return plain('any');
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return plain('json', true);
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return plain('json');
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      const options = (params.get('options') ?? '').split('|');
      const inner = decode(params.get('for') ?? 'application/json');
      return {
        kind: 'plan',
        format: mime.endsWith('+json') ? 'json' : 'text',
        options: PLAN_OPTIONS.filter((option) => options.includes(option)),
        inner,
        mime,
      };
    }
    default:
      return { kind: 'other', mime: text.trim() };
  }
}

/** The Accept header's entries, highest quality first (equal ones keep their order). */
function acceptList(header: string | undefined): string[] {
  if (header === undefined || header.trim() === '') return ['*/*'];
  return header
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((entry, index) => {
      const quality = /;\s*q=([0-9.]+)/i.exec(entry);
      return {
        entry: entry.replace(/;\s*q=[0-9.]+/i, '').trim(),
        q: Number(quality?.[1] ?? 1),
        index,
      };
    })
    .filter((item) => item.entry !== '' && item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((item) => item.entry);
}

function shapeOf(decoded: Decoded): RowsShape | undefined {
  if (decoded.kind === 'other' || decoded.kind === 'plan') return undefined;
  return {
    single: decoded.single,
    stripNulls: decoded.stripNulls,
    csv: decoded.kind === 'csv',
    geojson: decoded.kind === 'geojson',
  };
}

const MIME_NAMES: Record<string, string> = {
  json: 'application/json',
  csv: 'text/csv',
  geojson: 'application/geo+json',
  any: '*/*',
};

/** The media type PostgREST names in its error message (toMime). */
function mimeOf(decoded: Decoded): string {
  if (decoded.kind === 'other') return decoded.mime;
  if (decoded.kind === 'plan') return decoded.mime;
  if (decoded.single) {
    return `application/vnd.pgrst.object+json${decoded.stripNulls ? ';nulls=stripped' : ''}`;
  }
  if (decoded.stripNulls && decoded.kind === 'json') {
    return 'application/vnd.pgrst.array+json;nulls=stripped';
  }
  return MIME_NAMES[decoded.kind] ?? '*/*';
}

/** How a response's rows are shaped, or PGRST107 when nothing in Accept can be produced. */
export function negotiateRowsShape(
  accept: string | undefined,
  { planEnabled }: { planEnabled: boolean },
): RowsShape {
  const decoded = acceptList(accept).map(decode);
  for (const candidate of decoded) {
    if (candidate.kind === 'plan') {
      const inner = shapeOf(candidate.inner);
      if (!planEnabled || !inner) continue;
      const forMime = mimeOf(candidate.inner);
      return {
        ...inner,
        plan: {
          format: candidate.format,
          options: candidate.options,
          for: forMime === '*/*' ? 'application/json' : forMime,
        },
      };
    }
    const shape = shapeOf(candidate);
    if (shape) return shape;
  }
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${decoded.map(mimeOf).join(', ')}`,
  );
}

/** The Content-Type of a response of this shape. */
export function contentTypeOf(shape: RowsShape): string {
  if (shape.plan) {
    const options = shape.plan.options.length ? `; options=${shape.plan.options.join('|')}` : '';
    return `application/vnd.pgrst.plan+${shape.plan.format}; for="${shape.plan.for}"${options}; charset=utf-8`;
  }
  if (shape.csv) return 'text/csv; charset=utf-8';
  if (shape.geojson) return 'application/geo+json; charset=utf-8';
  if (shape.single) return 'application/vnd.pgrst.object+json; charset=utf-8';
  return 'application/json; charset=utf-8';
}
