import { useState } from 'react';
import { DocumentActions, PrintPreview, usePaperSetting } from '../../components/print';
import { SenderProfilePanel } from '../../components/senderProfile';
import { useSenderProfile } from '../../lib/senderProfile';
import { downloadCsv } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { AgendaEditor } from './AgendaEditor';
import { AttendeesEditor } from './AttendeesEditor';
import { buildMinutesCsv, type MinutesCsvLabels } from './buildMinutesCsv';
import { locales } from './locales';
import { MeetingInfoForm } from './MeetingInfoForm';
import { MinutesDocument } from './MinutesDocument';
import { NextMeetingForm } from './NextMeetingForm';
import { minutesFileName } from './minutesDraft';
import { parseDuration } from './minutesSummary';
import { useMinutesDraft } from './useMinutesDraft';

export default function MinutesGeneratorTool() {
  const { t, i18n } = useToolTranslation('minutes-generator', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { draft, addedId, ...actions } = useMinutesDraft();
  const { profile } = useSenderProfile();
  const [paper, setPaper] = usePaperSetting('minutes-generator');
  const [previewOpen, setPreviewOpen] = useState(false);
  const hasErrors = draft.agenda.some((item) => !parseDuration(item.duration).ok);
  const fileBase = t('file_base');

  const exportCsv = () => {
    const csv = buildMinutesCsv(
      draft,
      t('csv', { returnObjects: true }) as MinutesCsvLabels,
      language,
    );
    downloadCsv(minutesFileName(fileBase, draft.meeting, 'csv'), csv);
  };

  const clearAll = () => {
    if (window.confirm(t('actions.clear_confirm'))) actions.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <SenderProfilePanel />
      <MeetingInfoForm meeting={draft.meeting} updateMeeting={actions.updateMeeting} t={t} />
      <AttendeesEditor
        attendees={draft.attendees}
        absentees={draft.meeting.absentees}
        onAbsenteesChange={(value) => actions.updateMeeting('absentees', value)}
        addedId={addedId}
        actions={actions}
        t={t}
      />
      <AgendaEditor
        agenda={draft.agenda}
        meeting={draft.meeting}
        addedId={addedId}
        actions={actions}
        t={t}
      />
      <NextMeetingForm meeting={draft.meeting} updateMeeting={actions.updateMeeting} t={t} />
      <section className="panel flex flex-col gap-3" aria-labelledby="minutes-export-heading">
        <h2 id="minutes-export-heading" className="text-lg font-bold text-gray-900 dark:text-white">
          {t('sections.export')}
        </h2>
        <DocumentActions
          blocked={hasErrors}
          onPrint={() => setPreviewOpen(true)}
          onCsv={exportCsv}
          className="flex flex-wrap gap-3"
          note={t('actions.autosave')}
        >
          <button type="button" className="btn btn-ghost text-sm" onClick={clearAll}>
            {t('actions.clear')}
          </button>
        </DocumentActions>
      </section>
      <PrintPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        documentTitle={minutesFileName(fileBase, draft.meeting)}
        paper={paper}
        onPaperChange={setPaper}
      >
        <MinutesDocument draft={draft} sender={profile} language={language} t={t} />
      </PrintPreview>
    </div>
  );
}
