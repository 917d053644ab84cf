/** What other parts of the server may use from captcha/ (docs/code-structure.md); everything else stays inside. */
export { verifyCaptcha } from './captcha.ts';
