import {
  englishOfferLine,
  japaneseOfferLine,
  meetingDayOnly,
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
      'お打ち合わせは30分ほどを予定しております。',
      'The meeting would take about 30 minutes.',
    ],
    [
      { minutes: 30, format: 'online', place: '弊社' },
      'お打ち合わせはオンラインにて、30分ほどを予定しております。',
      'We could meet online for about 30 minutes.',
    ],
    [
      { minutes: 0, format: 'visit', place: '' },
      'お打ち合わせは貴社に伺う形で承ります。',
      'I would be happy to visit your office.',
    ],
    [
      { minutes: 60, format: 'visit', place: '弊社会議室' },
      'お打ち合わせは弊社会議室にて、1時間ほどを予定しております。',
      'We could meet at 弊社会議室 for about an hour.',
    ],
    [
      { minutes: 30, format: 'either', place: '' },
      'お打ち合わせは30分ほどを予定しており、オンライン、または貴社に伺う形のいずれでも承ります。',
      'We could meet online or at your office, whichever you prefer; it would take about 30 minutes.',
    ],
    [
      { minutes: 0, format: 'either', place: '弊社' },
      'お打ち合わせは、オンライン、または弊社での対面のいずれでも承ります。',
      'We could meet online or in person at 弊社, whichever you prefer.',
    ],
  ])('states %o', (offer, ja, en) => {
    expect(japaneseOfferLine(offer)).toBe(ja);
    expect(englishOfferLine(offer)).toBe(en);
  });

  it.each<[MeetingOffer, string, string]>([
    [{ minutes: 0, format: '', place: '' }, '', ''],
    [
      { minutes: 30, format: '', place: '' },
      '改めてのご説明をご希望でしたら、30分ほどで承ります。',
      'If you would like a fuller explanation, we could meet for about 30 minutes.',
    ],
    [
      { minutes: 30, format: 'online', place: '' },
      '改めてのご説明をご希望でしたら、30分ほど、オンラインにて承ります。',
      'If you would like a fuller explanation, we could meet online for about 30 minutes.',
    ],
    [
      { minutes: 0, format: 'visit', place: '' },
      '改めてのご説明をご希望でしたら、貴社に伺う形で承ります。',
      'If you would like a fuller explanation, I would be happy to visit your office.',
    ],
    [
      { minutes: 60, format: 'either', place: '' },
      '改めてのご説明をご希望でしたら、1時間ほど、オンライン、または貴社に伺う形のいずれでも承ります。',
      'If you would like a fuller explanation, we could meet online or at your office, whichever you prefer; it would take about an hour.',
    ],
  ])('offers %o in a follow-up, without announcing it', (offer, ja, en) => {
    expect(japaneseOfferLine(offer, 'ifWanted')).toBe(ja);
    expect(englishOfferLine(offer, 'ifWanted')).toBe(en);
  });
});

describe('meetingDayOnly', () => {
  it.each([
    ['12月3日(水) 14:00', '12月3日(水)'],
    ['12月3日(水) 14:00〜15:00', '12月3日(水)'],
    ['12月3日（水）午後2時', '12月3日（水）'],
    ['12月3日 14時半から', '12月3日'],
    ['Wednesday, December 3 at 2 PM', 'Wednesday, December 3'],
    ['Dec 3, 2:00 p.m.', 'Dec 3'],
    ['Dec 3 14:00', 'Dec 3'],
    ['December 3', 'December 3'],
    ['the Great Seat', 'the Great Seat'],
    ['12月3日', '12月3日'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(meetingDayOnly(text)).toBe(expected);
  });
});
