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
  },
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
  },
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
