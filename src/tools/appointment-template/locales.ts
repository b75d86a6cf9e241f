import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  basic_heading: '基本情報',
  fields: {
    meetingTitle: '打ち合わせ名',
    meetingTitle_placeholder: '例：新サービスご紹介のお打ち合わせ',
    meetingTitle_hint: 'メールの件名と、カレンダーの予定名に使います。',
    contactCompany: '相手の会社名',
    contactCompany_placeholder: '例：株式会社サンプル',
    contactName: '相手のお名前',
    contactName_placeholder: '例：山田 太郎',
    contactName_hint:
      '「様」は自動で付きます（入力済みの「様」「御中」を重ねることはありません）。空欄なら「ご担当者様」になります。',
    purpose: '目的',
    purpose_placeholder: '例：新サービスのご紹介',
    duration: '所要時間',
    location: '場所',
    location_placeholder: '例：オンライン（Zoom）',
    location_hint:
      'オンラインか対面か、会議ツールや会議室など、こちらから提示できる場所を書きます。',
    notes: '備考',
    notes_placeholder: '例：資料は事前にお送りいたします。',
  },
  candidates_heading: '候補日時',
  candidates_hint: '日本時間で入力してください。空欄の候補は省かれます。',
  candidate_label: '候補日時 {{number}}',
  remove_candidate: '候補日時 {{number}} を削除',
  add_candidate: '候補日時を追加',
  candidates_max: '候補日時は{{max}}件まで追加できます。',
  past_warning: '過去の日時です。',
  empty_output: '項目と候補日時を入力し、「メール文を作成」を押すと、ここに文面が表示されます。',
  calendar: {
    heading: 'カレンダーに登録',
    google: 'Googleカレンダーに登録',
    google_hint: '最初の候補日時（{{slot}}）で予定を作成します。',
    ics: '全候補を.icsでダウンロード',
    ics_hint:
      'すべての候補日時を「仮」の予定として、Outlook や Apple カレンダーなどに取り込めます。日程が決まるまでの仮押さえにお使いください。',
    unavailable: 'カレンダーに登録するには、打ち合わせ名と候補日時を1つ以上入力してください。',
  },
};

const en: LocaleShape<typeof ja> = {
  basic_heading: 'Meeting details',
  fields: {
    meetingTitle: 'Meeting title',
    meetingTitle_placeholder: 'e.g. Introduction to our new service',
    meetingTitle_hint: 'Used as the email subject and the calendar event name.',
    contactCompany: "Recipient's company",
    contactCompany_placeholder: 'e.g. Sample Co., Ltd.',
    contactName: "Recipient's name",
    contactName_placeholder: 'e.g. Taro Yamada',
    contactName_hint:
      'In Japanese emails 様 is added for you (never twice); when empty, the email is addressed to the person in charge.',
    purpose: 'Purpose',
    purpose_placeholder: 'e.g. Introducing our new service',
    duration: 'Duration',
    location: 'Location',
    location_placeholder: 'e.g. Online (Zoom)',
    location_hint: 'Online or in person: the meeting tool or room you can offer.',
    notes: 'Notes',
    notes_placeholder: 'e.g. We will send the materials in advance.',
  },
  candidates_heading: 'Candidate dates',
  candidates_hint: 'Enter Japan time (JST). Empty candidates are skipped.',
  candidate_label: 'Candidate {{number}}',
  remove_candidate: 'Remove candidate {{number}}',
  add_candidate: 'Add a candidate',
  candidates_max: 'You can add up to {{max}} candidates.',
  past_warning: 'This time is in the past.',
  empty_output:
    'Fill in the details and candidate dates, then press "Write the email" to see it here.',
  calendar: {
    heading: 'Add to calendar',
    google: 'Add to Google Calendar',
    google_hint: 'Creates an event at the first candidate ({{slot}}).',
    ics: 'Download all candidates (.ics)',
    ics_hint:
      'Imports every candidate as a tentative event into Outlook, Apple Calendar and others, to hold the times until one is chosen.',
    unavailable: 'To add it to a calendar, enter a meeting title and at least one candidate date.',
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
