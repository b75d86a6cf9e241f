/**
 * A typed matter in the form a customer reads in a subject. Users type it the way they note it
 * down, 「見積書送付」; a mail to a customer writes 「お見積書のご送付」 when the customer sends it and
 * 「お見積書の送付」 when we do. Only words with a set polite form change, and only a matter that
 * ends in one: 「来期の予算」 stays as typed.
 */

/** Who acts in the matter: the recipient (ご送付), the sender (送付), or either (送付). */
export type MatterActor = 'recipient' | 'sender' | 'either';

/** Things with a set polite form (美化語), whoever they belong to: 見積書 → お見積書. */
const POLITE_NOUNS: Readonly<Record<string, string>> = {
  見積書: 'お見積書',
  見積: 'お見積り',
  見積り: 'お見積り',
  見積もり: 'お見積もり',
  打ち合わせ: 'お打ち合わせ',
  打合せ: 'お打合せ',
  問い合わせ: 'お問い合わせ',
  問合せ: 'お問合せ',
  申込: 'お申込み',
  申込み: 'お申込み',
  申し込み: 'お申し込み',
  支払い: 'お支払い',
  振込: 'お振込み',
  振込み: 'お振込み',
  注文: 'ご注文',
};

/**
 * Acts a customer is asked for or thanked for, with their 尊敬 prefix (お見積書のご送付). Our own
 * acts keep the plain word (お見積書の送付について, in a report or an apology).
 */
const RECIPIENT_ACTS: Readonly<Record<string, string>> = {
  送付: 'ご送付',
  提出: 'ご提出',
  返送: 'ご返送',
  返信: 'ご返信',
  回答: 'ご回答',
  確認: 'ご確認',
  手配: 'ご手配',
  記入: 'ご記入',
  署名: 'ご署名',
  押印: 'ご押印',
  捺印: 'ご捺印',
  承認: 'ご承認',
  入金: 'ご入金',
  発送: 'ご発送',
  発注: 'ご発注',
  発行: 'ご発行',
  検討: 'ご検討',
  対応: 'ご対応',
  説明: 'ご説明',
  提供: 'ご提供',
  登録: 'ご登録',
  支払い: 'お支払い',
  振込: 'お振込み',
  申込: 'お申込み',
};

/** Longest first, so that 見積書 is found before 見積. */
const ACT_WORDS = Object.keys(RECIPIENT_ACTS).sort((a, b) => b.length - a.length);

function politeNoun(word: string): string {
  return POLITE_NOUNS[word] ?? word;
}

function act(word: string, actor: MatterActor): string {
  if (actor !== 'recipient') return word;
  return RECIPIENT_ACTS[word] ?? word;
}

/**
 * The matter split into the thing and the act done to it: 見積書の送付 / 見積書送付 → 見積書 +
 * 送付. A thing of one character is part of the word (再送付, 未確認), not a thing; an act
 * already polite (資料のご送付, お見積書ご送付) is left as typed.
 */
function splitAct(matter: string): { thing: string; act: string } | null {
  const withNo = /^(.+)の([^の]+)$/u.exec(matter);
  if (withNo?.[1] && withNo[2] && withNo[2] in RECIPIENT_ACTS) {
    return { thing: withNo[1], act: withNo[2] };
  }
  for (const word of ACT_WORDS) {
    const thing = matter.slice(0, -word.length);
    if (matter.endsWith(word) && [...thing].length >= 2 && !/[のおご]$/u.test(thing)) {
      return { thing, act: word };
    }
  }
  return null;
}

/**
 * 見積書送付 → お見積書のご送付 (recipient) / お見積書の送付 (sender, either); 見積もり → お見積もり;
 * 来期の予算, 資料のご送付, the workshop: as typed.
 */
export function politeMatter(matter: string, actor: MatterActor): string {
  if (matter in POLITE_NOUNS) return politeNoun(matter);
  if (matter in RECIPIENT_ACTS) return act(matter, actor);
  const split = splitAct(matter);
  if (!split) {
    // 打ち合わせの日時 → お打ち合わせの日時: a polite thing before the last の.
    const head = /^([^の]+)の(.+)$/u.exec(matter);
    return head?.[1] && head[2] ? `${politeNoun(head[1])}の${head[2]}` : matter;
  }
  return `${politeNoun(split.thing)}の${act(split.act, actor)}`;
}
