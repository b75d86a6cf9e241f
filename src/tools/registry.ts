import type { ToolDefinition } from './types';
import { meta as todoShare } from './todo-share/meta';
import { meta as scheduleShare } from './schedule-share/meta';
import { meta as taxCalculator } from './tax-calculator/meta';
import { meta as jsonTool } from './json-tool/meta';
import { meta as mailTemplate } from './mail-template/meta';
import { meta as salesMailTemplate } from './sales-mail-template/meta';
import { meta as appointmentTemplate } from './appointment-template/meta';
import { meta as reverseTimeCalculator } from './reverse-time-calculator/meta';
import { meta as unitConverter } from './unit-converter/meta';
import { meta as colorCode } from './color-code/meta';
import { meta as invoiceNumber } from './invoice-number/meta';
import { meta as quoteGenerator } from './quote-generator/meta';
import { meta as companySearch } from './company-search/meta';
import { meta as bookConcierge } from './book-concierge/meta';
import { meta as qrGenerator } from './qr-generator/meta';
import { meta as diffChecker } from './diff-checker/meta';
import { meta as expenseChecker } from './expense-checker/meta';
import { meta as expenseTemplate } from './expense-template/meta';
import { meta as regexTester } from './regex-tester/meta';
import { meta as ipChecker } from './ip-checker/meta';
import { meta as encoderDecoder } from './encoder-decoder/meta';
import { meta as minutesGenerator } from './minutes-generator/meta';
import { meta as aiNews } from './ai-news/meta';
import { meta as charCounter } from './char-counter/meta';
import { meta as dummyText } from './dummy-text/meta';

/**
 * The one list of tools. Routes, home cards, search and the sitemap all come from it.
 * Adding a tool is adding its folder and one line here. The order is the order of the cards
 * within each category on the home page: most used first.
 */
export const TOOLS: readonly ToolDefinition[] = [
  charCounter,
  diffChecker,
  dummyText,
  taxCalculator,
  unitConverter,
  jsonTool,
  regexTester,
  encoderDecoder,
  qrGenerator,
  colorCode,
  reverseTimeCalculator,
  ipChecker,
  aiNews,
  quoteGenerator,
  invoiceNumber,
  mailTemplate,
  salesMailTemplate,
  appointmentTemplate,
  scheduleShare,
  todoShare,
  minutesGenerator,
  expenseChecker,
  expenseTemplate,
  companySearch,
  bookConcierge,
];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
