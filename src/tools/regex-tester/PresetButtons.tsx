import type { TFunction } from 'i18next';
import { COMMON_PRESETS, JAPANESE_PRESETS, type RegexPreset } from './presets';

interface Props {
  onApply: (preset: RegexPreset) => void;
  t: TFunction;
}

function PresetGroup({
  label,
  presets,
  onApply,
  t,
}: Props & { label: string; presets: readonly RegexPreset[] }) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-2">
      <span aria-hidden="true" className="label">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="btn btn-secondary px-3 py-1.5 text-sm"
            title={preset.pattern}
            onClick={() => onApply(preset)}
          >
            {t(`presets.${preset.id}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function PresetButtons({ onApply, t }: Props) {
  return (
    <div className="flex flex-col gap-3">
      <PresetGroup label={t('presets_label')} presets={COMMON_PRESETS} onApply={onApply} t={t} />
      <PresetGroup
        label={t('japanese_presets_label')}
        presets={JAPANESE_PRESETS}
        onApply={onApply}
        t={t}
      />
    </div>
  );
}
