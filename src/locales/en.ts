import type { LocaleShape } from '../lib/i18n/types';
import type { ja } from './ja';

export const en: LocaleShape<typeof ja> = {
  site: {
    title: 'Office Toolbox',
    subtitle: 'Free tools for office and developer work',
    loading: 'Loading...',
  },
  home: {
    title: 'Tools for business and development',
    description:
      'Character counts, JSON formatting, quotes, schedule polls and more: everyday work tools in one place. No account needed.',
    welcome: 'Welcome, {{name}}',
    user_generic: 'User',
    account_deleted:
      'Your account has been deleted, together with all the data it kept. Thank you for using Office Toolbox.',
    account_deleted_dismiss: 'Dismiss',
    search_label: 'Search tools',
    search_placeholder: 'Search tools (e.g. JSON, count, quote)',
    search_shortcut: 'Press Ctrl+K or / to jump to search',
    search_enter_opens: 'Press Enter to open {{name}}',
    no_results: 'No tools found matching your search criteria.',
    favorites: 'Favorites',
    recent: 'Recently used',
    add_favorite: 'Add {{name}} to favorites',
    remove_favorite: 'Remove {{name}} from favorites',
    result_count: '{{count}} tools',
  },
  categories: {
    text: 'Text',
    number: 'Numbers',
    utility: 'Utilities',
    business: 'Business',
  },
  header: {
    home_link: '(back to home)',
    language_toggle: '日本語',
    language_toggle_label: '(switch the language to Japanese)',
    theme_to_dark: 'Switch to dark mode',
    theme_to_light: 'Switch to light mode',
  },
  account: {
    login: 'Sign in',
    guest_badge: 'Guest',
    guest_badge_hint: 'Guest data is deleted after 30 days. Sign in to keep it.',
    menu_label: 'Account menu',
    name_not_set: 'Name not set',
    settings: 'Settings',
    logout: 'Sign out',
    logout_failed: 'Could not sign out. Please try again.',
  },
  tool_frame: {
    needs_network:
      'This tool needs an internet connection. Please try again once you are back online.',
    back: 'Back to all tools',
    loading: 'Loading the tool...',
  },
  error_screen: {
    title: 'Something went wrong',
    message: 'An error occurred in the application. Please reload the page.',
    reload: 'Reload',
  },
  legal: {
    privacy_title: 'Privacy policy',
    terms_title: 'Terms of service',
  },
};
