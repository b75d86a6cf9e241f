import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const ja = {
  heading: 'あなたのパブリック IP アドレス',
  loading: 'IP アドレスを取得しています…',
  error: 'IP 情報の取得中にエラーが発生しました。しばらくしてから再度お試しください。',
  copy: 'IP アドレスをコピー',
  refresh: '再取得',
  scopes: {
    public: 'インターネット上で相手から見えるアドレスです。',
    private:
      'プライベートアドレスです。社内ネットワークや VPN の内側から確認している可能性があります。',
    loopback: 'ループバックアドレスです。開発用のローカル環境で確認しています。',
    link_local: 'リンクローカルアドレスです。同じネットワーク内でのみ使われます。',
    shared: 'キャリアグレード NAT の共有アドレスです。回線事業者が複数の利用者で共有しています。',
    documentation:
      '説明書や例示のために予約されたアドレスです。実際の通信で使われることはありません。',
    benchmarking: 'ネットワーク機器の性能試験のために予約されたアドレスです。',
    unspecified: 'アドレスが決まっていないことを表す特別なアドレスです。',
    multicast: '複数の相手へ同時に送るためのマルチキャストアドレスです。',
    transition:
      'IPv4 と IPv6 を橋渡しする変換・トンネル用のアドレスです。回線事業者の仕組みを経由している可能性があります。',
    reserved: '特別な用途のために予約されたアドレスで、インターネット上の通信には使われません。',
  },
  registry: 'IANA 特殊用途アドレス登録簿: {{name}}（{{prefix}}、{{rfc}}）',
  about_heading: 'IP アドレスとは',
  about_body:
    'IP アドレスは、インターネット上で通信相手を識別するための番号です。ここに表示されるのは、ご利用の回線（ルーターやプロバイダー）がインターネットへ接続するときのアドレスで、パソコン本体に割り当てられた社内向けのアドレスとは異なる場合があります。',
  uses_heading: 'こんなときに',
  uses: [
    '社外サービスの IP アドレス制限（許可リスト）に登録するとき',
    'リモートワークで VPN に接続できているか確かめるとき',
    'サポート窓口から接続元 IP アドレスを尋ねられたとき',
  ],
  privacy_heading: 'プライバシーについて',
  privacy_body:
    'IP アドレスは、表示のために {{host}} へ問い合わせて取得しています。このサイトが IP アドレスを保存したり、ほかの目的に使ったりすることはありません。IP アドレスからはおおよその地域や契約しているプロバイダーが推測される場合があるため、むやみに公開しないようご注意ください。',
};

const en: LocaleShape<typeof ja> = {
  heading: 'Your public IP address',
  loading: 'Looking up your IP address…',
  error: 'An error occurred while fetching IP info. Please try again later.',
  copy: 'Copy IP address',
  refresh: 'Refresh',
  scopes: {
    public: 'This is the address other sites see on the internet.',
    private:
      'This is a private address. You may be checking from inside an office network or a VPN.',
    loopback: 'This is a loopback address: you are using a local development setup.',
    link_local: 'This is a link-local address, used only within the same network.',
    shared: 'This is a carrier-grade NAT address that your provider shares among customers.',
    documentation:
      'This address is reserved for documentation and examples; it is never used on a real network.',
    benchmarking: 'This address is reserved for benchmarking network equipment.',
    unspecified: 'This special address means that no address has been assigned.',
    multicast: 'This is a multicast address, for sending to many receivers at once.',
    transition:
      'This address is used to carry IPv4 and IPv6 across each other (translation or tunnelling); your provider may be routing you through such a service.',
    reserved: 'This address is reserved for a special purpose and is not used on the internet.',
  },
  registry: 'IANA special-purpose address registry: {{name}} ({{prefix}}, {{rfc}})',
  about_heading: 'What is an IP address?',
  about_body:
    'An IP address is the number that identifies a party on the internet. The one shown here is the address your connection (router or provider) uses on the internet, which may differ from the internal address assigned to your computer.',
  uses_heading: 'Useful when',
  uses: [
    'registering your address in a service’s IP allow-list',
    'checking that your VPN connection is active when working remotely',
    'a support desk asks for the IP address you connect from',
  ],
  privacy_heading: 'Privacy',
  privacy_body:
    'To show your IP address, this page asks {{host}}. This site does not store your IP address or use it for anything else. An IP address can hint at your approximate area and provider, so avoid sharing it publicly.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
