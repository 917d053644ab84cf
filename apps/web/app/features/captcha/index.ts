/** The challenge a form shows when the server asks for one (reviews, comments). */
export * from './components/captcha-widget';
