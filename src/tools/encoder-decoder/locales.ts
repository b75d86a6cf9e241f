import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  type_label: '形式',
  types: {
    base64: 'Base64',
    url: 'URL（値）',
    html: 'HTML',
    uri: 'URI（アドレス全体）',
  },
  direction_label: '変換の向き',
  encode: 'エンコード',
  decode: 'デコード',
  options_label: 'オプション',
  url_safe: 'URLセーフなBase64（+ / の代わりに - _ を使い、= を付けない）',
  url_safe_decode_note: 'デコードでは通常のBase64とURLセーフなBase64のどちらも読み込めます。',
  plus_for_space: 'スペースを + で表す（HTMLフォーム形式）',
  html_non_ascii: 'ASCII以外の文字も数値文字参照（&#x…;）にする',
  input_label: '入力',
  input_placeholder_encode: 'エンコードするテキストを入力してください',
  input_placeholder_decode: 'デコードするテキストを入力してください',
  output_placeholder: '変換結果がここに表示されます',
  swap: '入れ替え',
  swap_hint: '向きを切り替え、結果を入力欄に移します',
  counts: '入力 {{input}}文字 → 結果 {{output}}文字',
  error_title: '変換できませんでした',
  error_fallback: 'エンコード/デコードに失敗しました（Encode/Decode failed）',
  errors: {
    base64_invalid_char: '{{position}}文字目の「{{char}}」はBase64で使えない文字です。',
    base64_bad_length: 'Base64の長さが正しくありません。末尾が欠けている可能性があります。',
    base64_padding: '「=」（パディング）の位置または数が正しくありません。',
    not_utf8:
      'デコードしたデータはUTF-8のテキストではありません。画像などのバイナリデータか、別の文字コードの可能性があります。',
    percent_malformed:
      '{{position}}文字目の「{{sequence}}」は正しいパーセントエンコードではありません（% の後には16進数2桁が必要です）。',
    percent_not_utf8:
      '{{position}}文字目からのパーセントエンコード（{{sequence}}）がUTF-8の文字として正しくありません。途中で切れている可能性があります。',
    lone_surrogate:
      '{{position}}文字目に、変換できない壊れた文字（対になっていないサロゲート）が含まれています。',
    unknown: 'エンコード/デコードに失敗しました（Encode/Decode failed）',
  },
  about: {
    heading: 'このツールについて',
    body: 'テキストを Base64・URL（パーセントエンコード）・HTMLエンティティ・URI の各形式に変換（エンコード）したり、元に戻したり（デコード）できます。日本語や絵文字は UTF-8 として扱うため、正しく元に戻せます。入力した内容はブラウザー内だけで処理され、サーバーには送信されません。',
  },
  examples: {
    heading: '{{type}}の使用例',
    input: '入力',
    note: '説明',
    base64: {
      text: '日本語もUTF-8として正しく変換されます。',
      emoji: '絵文字も1文字として扱われます。',
      basic_auth: 'HTTPのBasic認証ヘッダーの値を作るときに使います。',
      decode: 'メールのソースやAPIの応答に含まれるBase64を読むときに。',
    },
    url: {
      query_value: '検索キーワードなど、URLの一部に入れる値を変換します。',
      reserved: '& = / ? もエスケープされるので、値の区切りと混ざりません。',
      decode: 'アクセスログなどで読めない %XX を日本語に戻します。',
    },
    html: {
      tag: 'HTMLにそのまま表示したい文字列を、タグとして解釈されないようにします。',
      ampersand: '& は &amp; になります。',
      decode: '&lt; や &copy; などの文字参照を元の文字に戻します。',
    },
    uri: {
      address: 'URLの構造（: / ? & =）を保ったまま、日本語の部分だけを変換します。',
      decode: '日本語を含むURLを読める形に戻します。',
    },
  },
  comparison: {
    heading: '4つの形式の比較',
    caption: '形式ごとの違いと主な用途',
    column_type: '形式',
    column_target: '変換される文字',
    column_use: '主な用途',
    column_example: '例（エンコード）',
    example_note: '例は「{{input}}」（URIは「{{address}}」）をエンコードした結果です。',
    rows: {
      base64: {
        target: 'すべてのバイト（A–Z、a–z、0–9、+、/ の64文字で表します）',
        use: 'メール添付、データURL、Basic認証、バイナリをテキストで送るとき',
      },
      url: {
        target: "英数字と - _ . ! ~ * ' ( ) 以外のすべて（& = / ? も含む）",
        use: 'クエリ文字列の値、パスの一部',
      },
      html: {
        target: '& < > " \' の5文字（オプションでASCII以外も）',
        use: 'HTMLに文字列を安全に埋め込むとき',
      },
      uri: {
        target: 'URIで使えない文字（日本語、スペースなど）。: / ? # & = は残します',
        use: '日本語を含むURL全体を変換するとき',
      },
    },
  },
};

const en: LocaleShape<typeof ja> = {
  type_label: 'Format',
  types: {
    base64: 'Base64',
    url: 'URL (value)',
    html: 'HTML',
    uri: 'URI (whole address)',
  },
  direction_label: 'Direction',
  encode: 'Encode',
  decode: 'Decode',
  options_label: 'Options',
  url_safe: 'URL-safe Base64 (- and _ instead of + and /, no = padding)',
  url_safe_decode_note: 'Decoding reads both standard and URL-safe Base64.',
  plus_for_space: 'Write spaces as + (HTML form encoding)',
  html_non_ascii: 'Also write non-ASCII characters as numeric references (&#x…;)',
  input_label: 'Input',
  input_placeholder_encode: 'Enter the text to encode',
  input_placeholder_decode: 'Enter the text to decode',
  output_placeholder: 'The result appears here',
  swap: 'Swap',
  swap_hint: 'Switches the direction and moves the result into the input',
  counts: 'Input {{input}} characters → result {{output}} characters',
  error_title: 'Could not convert',
  error_fallback: 'Encode/Decode failed',
  errors: {
    base64_invalid_char: 'Character {{position}} (“{{char}}”) is not used in Base64.',
    base64_bad_length: 'The Base64 text has an impossible length; its end may be missing.',
    base64_padding: 'The “=” padding is in the wrong place or there is too much of it.',
    not_utf8:
      'The decoded data is not UTF-8 text. It may be binary data such as an image, or another character encoding.',
    percent_malformed:
      '“{{sequence}}” at character {{position}} is not valid percent-encoding (% must be followed by two hex digits).',
    percent_not_utf8:
      'The percent-encoding at character {{position}} ({{sequence}}) is not valid UTF-8; it may be cut short.',
    lone_surrogate:
      'Character {{position}} is a broken character (an unpaired surrogate) that cannot be converted.',
    unknown: 'Encode/Decode failed',
  },
  about: {
    heading: 'About this tool',
    body: 'Converts text to Base64, URL percent-encoding, HTML entities or URI encoding (encode), and back (decode). Japanese text and emoji are handled as UTF-8, so they come back exactly. What you enter is processed only in your browser and never sent to a server.',
  },
  examples: {
    heading: '{{type}} examples',
    input: 'Input',
    note: 'Notes',
    base64: {
      text: 'Japanese text is converted correctly as UTF-8.',
      emoji: 'An emoji is handled as one character.',
      basic_auth: 'Used to build the value of an HTTP Basic authentication header.',
      decode: 'For reading Base64 in email sources or API responses.',
    },
    url: {
      query_value: 'Converts a value that goes inside a URL, such as a search keyword.',
      reserved: '& = / ? are escaped too, so they never mix with separators.',
      decode: 'Turns unreadable %XX in access logs back into text.',
    },
    html: {
      tag: 'Makes text safe to show in HTML without it being read as tags.',
      ampersand: '& becomes &amp;.',
      decode: 'Turns references such as &lt; and &copy; back into characters.',
    },
    uri: {
      address: 'Keeps the structure of the address (: / ? & =) and converts only the rest.',
      decode: 'Makes an address with Japanese in it readable again.',
    },
  },
  comparison: {
    heading: 'The four formats compared',
    caption: 'How the formats differ and what they are for',
    column_type: 'Format',
    column_target: 'What is converted',
    column_use: 'Typical use',
    column_example: 'Example (encode)',
    example_note: 'The examples encode “{{input}}” (for URI, “{{address}}”).',
    rows: {
      base64: {
        target: 'Every byte (written with 64 characters: A–Z, a–z, 0–9, + and /)',
        use: 'Email attachments, data URLs, Basic authentication, binary data as text',
      },
      url: {
        target: "Everything except letters, digits and - _ . ! ~ * ' ( ) (including & = / ?)",
        use: 'Query string values, path segments',
      },
      html: {
        target: '& < > " \' (optionally all non-ASCII characters)',
        use: 'Putting text safely into HTML',
      },
      uri: {
        target: 'Characters not allowed in a URI (Japanese, spaces…); keeps : / ? # & =',
        use: 'Converting a whole address that contains Japanese',
      },
    },
  },
};

export const locales: Bilingual<typeof ja> = { ja, en };
