/**
 * A poll respondent's edit code (eight characters, schedule_answer_codes) as people see it:
 * ABCD-EFGH, in two groups of four to read out and type. The poll's page and the code mail
 * write it the same way; the server ignores the hyphen when the code is typed back.
 */
export const formatEditCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
