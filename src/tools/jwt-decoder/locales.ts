import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  token_label: 'JWT（トークン）',
  token_hint: '「Bearer 」付きや改行を含むままでも貼り付けられます。',
  privacy:
    'トークンと鍵は、このブラウザの中だけで読み取り・検証します。どこにも送信せず、保存もしません。',
  problems: {
    not_jwt:
      'JWT は「ヘッダー.ペイロード.署名」の3つの部分をピリオドでつないだ形です。形式をご確認ください。',
    encrypted:
      '5つの部分からなる暗号化されたトークン（JWE）です。復号の鍵がないため、中身は表示できません。',
    bad_base64: '{{part}}が Base64URL として正しくありません。',
    not_utf8: '{{part}}が UTF-8 の文字列として読み取れません。',
    bad_json: '{{part}}が JSON として正しくありません。{{detail}}',
    not_object: '{{part}}が JSON のオブジェクト（{ … }）ではありません。',
  },
  parts: { header: 'ヘッダー', payload: 'ペイロード', signature: '署名' },
  header_heading: 'ヘッダー',
  payload_heading: 'ペイロード（クレーム）',
  copy_header: 'ヘッダーをコピー',
  copy_payload: 'ペイロードをコピー',
  times_heading: '日時のクレーム（日本時間）',
  claims: {
    iat: 'iat（発行日時）',
    nbf: 'nbf（有効開始日時）',
    exp: 'exp（有効期限）',
  },
  states: {
    expired: '期限切れです',
    valid: '有効です',
    not_yet: 'まだ有効になっていません',
    issued: '発行済み',
    future: '未来の日時です（時計のずれの可能性があります）',
  },
  seconds: '{{seconds}} 秒',
  signature_heading: '署名の検証',
  algorithm: 'アルゴリズム: {{alg}}',
  secret_label: '共有シークレット（HS256 などの鍵）',
  public_key_label: '公開鍵（JWK・JWK Set または PEM）',
  key_hint_hmac: '署名に使った文字列をそのままご入力ください。JWK（kty: "oct"）も使えます。',
  key_hint_public:
    'JWK（{ "kty": … }）、JWK Set（{ "keys": [ … ] }、kid で選びます）、「-----BEGIN PUBLIC KEY-----」で始まる PEM、または証明書を貼り付けてください。',
  verifying: '検証しています…',
  verify: {
    ok: '署名は正しいです。この鍵で署名され、署名のあとに書き換えられていないトークンです。',
    no_key: '鍵を入力すると署名を検証します。',
    alg_none:
      'alg が "none" の署名なしトークンです。検証できないため、内容を信用しないでください。',
    unsupported_alg: 'このアルゴリズム（{{alg}}）の検証には対応していません。',
    bad_key: '鍵を読み取れませんでした。形式とアルゴリズムをご確認ください。',
    key_not_found: 'JWK Set にトークンの kid（{{kid}}）と一致する鍵がありません。',
    signature_mismatch: '署名が一致しません。鍵が違うか、トークンが改ざんされています。',
  },
  expired_warning: '署名は正しくても、有効期限（exp）を過ぎたトークンは受け付けられません。',
};

const en: LocaleShape<typeof ja> = {
  token_label: 'JWT (token)',
  token_hint: 'You can paste it with its "Bearer " prefix or line breaks.',
  privacy:
    'The token and key are read and checked in this browser only. They are never sent anywhere or stored.',
  problems: {
    not_jwt:
      'A JWT is three parts, header.payload.signature, joined by dots. Please check the token.',
    encrypted:
      'This is an encrypted token (JWE, five parts). Its content cannot be shown without the decryption key.',
    bad_base64: 'The {{part}} is not valid Base64URL.',
    not_utf8: 'The {{part}} is not UTF-8 text.',
    bad_json: 'The {{part}} is not valid JSON. {{detail}}',
    not_object: 'The {{part}} is not a JSON object ({ … }).',
  },
  parts: { header: 'header', payload: 'payload', signature: 'signature' },
  header_heading: 'Header',
  payload_heading: 'Payload (claims)',
  copy_header: 'Copy header',
  copy_payload: 'Copy payload',
  times_heading: 'Time claims (Japan time)',
  claims: {
    iat: 'iat (issued at)',
    nbf: 'nbf (not before)',
    exp: 'exp (expires)',
  },
  states: {
    expired: 'Expired',
    valid: 'Valid',
    not_yet: 'Not valid yet',
    issued: 'Issued',
    future: 'In the future (the clocks may disagree)',
  },
  seconds: '{{seconds}} s',
  signature_heading: 'Signature',
  algorithm: 'Algorithm: {{alg}}',
  secret_label: 'Shared secret (the HS256 key)',
  public_key_label: 'Public key (JWK, JWK Set or PEM)',
  key_hint_hmac: 'Enter the string the token was signed with. A JWK (kty "oct") works too.',
  key_hint_public:
    'Paste a JWK ({ "kty": … }), a JWK Set ({ "keys": [ … ] }, chosen by kid), a PEM starting "-----BEGIN PUBLIC KEY-----", or a certificate.',
  verifying: 'Checking…',
  verify: {
    ok: 'The signature is valid: this key signed the token, and it has not been changed since.',
    no_key: 'Enter the key to check the signature.',
    alg_none:
      'This token is unsigned (alg "none"). It cannot be checked: do not trust its content.',
    unsupported_alg: 'Checking this algorithm ({{alg}}) is not supported.',
    bad_key: 'The key could not be read. Please check its format and the algorithm.',
    key_not_found: 'The JWK Set has no key with the token’s kid ({{kid}}).',
    signature_mismatch: 'The signature does not match: the key is wrong or the token was changed.',
  },
  expired_warning:
    'Even with a valid signature, a token past its expiry (exp) must not be accepted.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
