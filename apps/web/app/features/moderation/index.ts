/** What other features use of moderation: the report button and its dialog (the queue, decisions and staff tools are the moderation routes'). */
export * from './components/report-dialog';
