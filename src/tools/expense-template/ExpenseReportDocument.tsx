import type { TFunction } from 'i18next';
import { memo } from 'react';
import { SenderProfileLetterhead } from '../../components/senderProfile';
import { useLeftForTheApp } from '../../lib/leftForTheApp';
import type { Language } from '../../lib/i18n/types';
import type { SenderProfile } from '../../lib/senderProfile';
import { expenseColumns, formatMonth, PRINT_ENTRY_ROWS } from './expenseTemplateLayout';
import type { ExpenseTemplateSettings } from './expenseTemplateSettings';

interface Props {
  settings: ExpenseTemplateSettings;
  /** The company (and seal or logo) of the sender profile, printed above the title. */
  sender: SenderProfile;
  language: Language;
  t: TFunction;
}

const cell = 'border border-gray-800 px-1.5';
/** The letterhead follows the profile alone, not each key typed into the report's settings. */
const Letterhead = memo(SenderProfileLetterhead);

/** The printed expense report (経費精算書): 20 rows to fill in by hand, stamp boxes on top. */
export function ExpenseReportDocument({ settings, sender, language, t }: Props) {
  // A month made from today is left empty in the page drawn at build time.
  const leftForTheApp = useLeftForTheApp();
  const columns = expenseColumns(settings);
  const categoryCount = settings.categories.length;
  const fields: [string, string][] = [
    [t('doc.department'), settings.department],
    [t('doc.employee'), settings.employeeName],
  ];
  const approvers = [t('doc.applicant'), t('doc.manager'), t('doc.accounting')];

  return (
    <div className="text-[10pt] leading-normal text-black">
      <Letterhead profile={sender} sealAlt={t('doc.letterhead_seal')} className="mb-2" />
      <div className="flex items-start justify-between gap-6">
        <div>
          <h3
            className={`text-[18pt] font-bold ${language === 'ja' ? 'tracking-[0.3em]' : 'tracking-wide'}`}
          >
            {t('doc.title')}
          </h3>
          <p className="mt-1 text-[11pt]">
            <span className="mr-3 font-bold">{t('doc.month')}</span>
            {leftForTheApp(formatMonth(settings.month, language), '\u00a0')}
          </p>
        </div>
        {settings.includeApproval && (
          <table className="shrink-0 border-collapse text-center text-[8.5pt]">
            <thead>
              <tr>
                {approvers.map((approver) => (
                  <th key={approver} scope="col" className={`${cell} w-[19mm] bg-gray-100 py-0.5`}>
                    {approver}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {approvers.map((approver) => (
                  <td key={approver} className={`${cell} h-[19mm]`} />
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-x-8 gap-y-2">
        {fields.map(([label, value]) => (
          <p
            key={label}
            className="flex min-w-[55mm] items-end gap-3 border-b border-gray-800 pb-0.5"
          >
            <span className="font-bold whitespace-nowrap">{label}</span>
            <span className="break-all">{value}</span>
          </p>
        ))}
        <p className="flex items-end gap-3 border-b border-gray-800 pb-0.5">
          <span className="font-bold whitespace-nowrap">{t('doc.submitted')}</span>
          <span className="whitespace-pre">{t('doc.submitted_blank')}</span>
        </p>
      </div>

      <table className="mt-4 w-full table-fixed border-collapse text-[8.5pt]">
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className={`${cell} w-[6%] py-1`}>
              {t('doc.no')}
            </th>
            {columns.map((column) => {
              const key = column.kind === 'category' ? column.category : column.kind;
              const width =
                column.kind === 'date'
                  ? 'w-[9%]'
                  : column.kind === 'receipt'
                    ? 'w-[7%]'
                    : column.kind === 'notes'
                      ? 'w-[12%]'
                      : column.kind === 'category'
                        ? categoryCount > 6
                          ? 'w-[7%]'
                          : 'w-[10%]'
                        : '';
              const label =
                column.kind === 'category' ? t(`categories.${column.category}`) : t(`doc.${key}`);
              return (
                <th
                  key={key}
                  scope="col"
                  className={`${cell} ${width} py-1 leading-tight hyphens-auto [overflow-wrap:anywhere]`}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: PRINT_ENTRY_ROWS }, (_, index) => (
            <tr key={index} className="h-[8.5mm]">
              <td className={`${cell} text-center`}>{index + 1}</td>
              {columns.map((column) => (
                <td
                  key={column.kind === 'category' ? column.category : column.kind}
                  className={`${cell} ${column.kind === 'receipt' ? 'text-center' : ''}`}
                >
                  {column.kind === 'receipt' ? t('doc.receipt_mark') : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="h-[8mm] bg-gray-100 font-bold">
            <th scope="row" colSpan={3} className={`${cell} text-center`}>
              {t('doc.total')}
            </th>
            {columns.slice(2).map((column) => (
              <td
                key={column.kind === 'category' ? column.category : column.kind}
                className={`${cell} ${column.kind === 'category' ? 'bg-white' : ''}`}
              />
            ))}
          </tr>
        </tfoot>
      </table>

      <div className="mt-4 flex justify-end">
        <div className="flex items-stretch border-2 border-gray-900">
          <span className="flex items-center bg-gray-100 px-3 py-2 font-bold">
            {t('doc.grand_total')}
          </span>
          <span className="flex w-[55mm] items-end justify-end px-3 py-2">{t('doc.yen_mark')}</span>
        </div>
      </div>
      {settings.includeReceipt && <p className="mt-3 text-[8.5pt]">{t('doc.receipt_note')}</p>}
    </div>
  );
}
