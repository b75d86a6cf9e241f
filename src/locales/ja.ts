export const ja = {
  site: {
    title: 'オフィスツールボックス',
    subtitle: '仕事と開発に役立つ無料ツール集',
    loading: '読み込み中...',
  },
  home: {
    title: 'ビジネスと開発のためのツール集',
    description:
      '文字数カウント、JSON整形、見積書作成、日程調整など、毎日の仕事に役立つツールをまとめました。登録不要ですぐにお使いいただけます。',
    welcome: 'ようこそ、{{name}}さん',
    user_generic: 'ユーザー',
    account_deleted:
      '退会の手続きが完了しました。アカウントと保存されていたデータはすべて削除いたしました。これまでご利用いただき、誠にありがとうございました。',
    account_deleted_dismiss: '閉じる',
    search_label: 'ツールを検索',
    search_placeholder: 'ツールを検索（例：JSON、文字数、見積）',
    search_shortcut: 'Ctrl+K または / で検索欄に移動します',
    search_enter_opens: 'Enter で「{{name}}」を開きます',
    no_results: '検索条件に一致するツールが見つかりませんでした。',
    favorites: 'お気に入り',
    recent: '最近使ったツール',
    add_favorite: '{{name}}をお気に入りに追加',
    remove_favorite: '{{name}}をお気に入りから外す',
    result_count: '{{count}}件のツール',
  },
  categories: {
    text: 'テキスト',
    number: '数値・計算',
    utility: 'ユーティリティ',
    business: 'ビジネス',
  },
  header: {
    home_link: '（ホームへ戻る）',
    language_toggle: 'English',
    language_toggle_label: '（表示言語を英語に切り替える）',
    theme_to_dark: 'ダークモードに切り替える',
    theme_to_light: 'ライトモードに切り替える',
  },
  account: {
    login: 'ログイン',
    guest_badge: 'ゲスト利用中',
    guest_badge_hint: 'ゲストのデータは30日後に削除されます。ログインすると保存されます。',
    menu_label: 'アカウントメニュー',
    name_not_set: '名前未設定',
    settings: '設定',
    logout: 'ログアウト',
    logout_failed: 'ログアウトできませんでした。もう一度お試しください。',
  },
  tool_frame: {
    needs_network:
      'このツールはインターネット接続が必要です。接続が回復してからもう一度お試しください。',
    back: 'ツール一覧に戻る',
    loading: 'ツールを読み込んでいます...',
  },
  error_screen: {
    title: 'エラーが発生しました',
    message: 'アプリケーションでエラーが発生しました。ページを再読み込みしてください。',
    reload: '再読み込み',
  },
  legal: {
    privacy_title: 'プライバシーポリシー',
    terms_title: '利用規約',
  },
};
