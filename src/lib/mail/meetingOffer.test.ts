import {
  englishOfferLine,
  japaneseOfferLine,
  meetingLengthText,
  type MeetingOffer,
} from './meetingOffer';

describe('meetingLengthText', () => {
  it.each([
    [0, '', ''],
    [15, '15分', '15 minutes'],
    [30, '30分', '30 minutes'],
    [60, '1時間', 'an hour'],
    [90, '1時間30分', 'an hour and a half'],
    [120, '2時間', 'two hours'],
  ])('%i → %s / %s', (minutes, ja, en) => {
    expect(meetingLengthText(minutes, 'ja')).toBe(ja);
    expect(meetingLengthText(minutes, 'en')).toBe(en);
  });
});

describe('offer lines', () => {
  it.each<[MeetingOffer, string, string]>([
    [{ minutes: 0, format: '', place: '' }, '', ''],
    [
      { minutes: 30, format: '', place: '' },
      '所要時間は30分ほどを予定しております。',
      'The meeting would take about 30 minutes.',
    ],
    [
      { minutes: 30, format: 'online', place: '弊社' },
      '30分ほど、オンラインにてご説明いたします。',
      'We could meet online for about 30 minutes.',
    ],
    [
      { minutes: 0, format: 'visit', place: '' },
      '貴社に伺ってご説明いたします。',
      'I would be happy to visit your office.',
    ],
    [
      { minutes: 60, format: 'visit', place: '弊社会議室' },
      '1時間ほど、弊社会議室にてご説明いたします。',
      'We could meet at 弊社会議室 for about an hour.',
    ],
    [
      { minutes: 30, format: 'either', place: '' },
      '所要時間は30分ほどで、オンライン、または貴社に伺う形のいずれでも承りますので、ご希望をお知らせください。',
      'We could meet online or at your office, whichever you prefer; it would take about 30 minutes.',
    ],
    [
      { minutes: 0, format: 'either', place: '弊社' },
      'オンライン、または弊社での対面のいずれでも承りますので、ご希望をお知らせください。',
      'We could meet online or in person at 弊社, whichever you prefer.',
    ],
  ])('%o', (offer, ja, en) => {
    expect(japaneseOfferLine(offer)).toBe(ja);
    expect(englishOfferLine(offer)).toBe(en);
  });
});
