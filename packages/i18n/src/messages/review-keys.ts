import { defineMessages } from '../define.ts';

/**
 * Issue 30: the private key to a review written without an account (its link and short code), the
 * page where the code is typed, and the sign-up that finished on another device.
 */
export const reviewKeysMessages = defineMessages({
  en: {
    'auth.signUp.completedTitle': 'Your account is ready',
    'auth.signUp.completedText':
      'The link from the email was opened, here or on another device. Sign in to continue.',
    'auth.signUp.signInNow': 'Sign in',
    'reviewKey.panelTitle': 'Your private key to this review',
    'reviewKey.panelIntro':
      'You wrote this review without an account. With this link, or the code below, you can edit, lock or delete it from any browser or device.',
    'reviewKey.linkLabel': 'Private link',
    'reviewKey.codeLabel': 'Code to type on another device',
    'reviewKey.codeWhere':
      'Type the code on the page “Manage an anonymous review”, linked at the bottom of every page.',
    'reviewKey.copyLink': 'Copy link',
    'reviewKey.copyCode': 'Copy code',
    'reviewKey.copied': 'Copied',
    'reviewKey.copyFailed': 'Could not copy. Select the text and copy it yourself.',
    'reviewKey.keepSafe':
      'Keep it safe, like a password: anyone who has this link or code can change or delete your review. Do not share it or post it anywhere.',
    'reviewKey.noRecovery':
      'We show it only now and keep no copy. A lost link cannot be recovered, by design: nobody, not even we, can tell who wrote the review.',
    'reviewKey.saved': 'I have saved it',
    'reviewKey.sectionTitle': 'Private link',
    'reviewKey.sectionText':
      'A private link and code open this review with Edit, Lock and Delete in any browser. Lost or shared by mistake? Make a new one or revoke it.',
    'reviewKey.reissue': 'Make a new link',
    'reviewKey.reissueTitle': 'Make a new link?',
    'reviewKey.reissueText':
      'The old link and code will stop working everywhere, in every browser that opened them.',
    'reviewKey.revoke': 'Revoke the link',
    'reviewKey.revokeTitle': 'Revoke the link?',
    'reviewKey.revokeText':
      'The link and code will stop working everywhere. A browser that opened them can no longer change the review, this one too unless you wrote the review here.',
    'reviewKey.revokeConfirm': 'Revoke',
    'reviewKey.revoked': 'The link no longer works',
    'reviewKey.failed': 'Something went wrong, please try again',
    'reviewKey.cancel': 'Cancel',
    'reviewKey.footerLink': 'Manage an anonymous review',
    'reviewKey.manage.title': 'Manage an anonymous review',
    'reviewKey.manage.description':
      'Open a review you wrote without an account with its private link or code.',
    'reviewKey.manage.intro':
      'Wrote a review without an account? Type the code you were shown when you published it, or open your private link.',
    'reviewKey.manage.codeLabel': 'Code',
    'reviewKey.manage.codeHint': '16 letters and digits; dashes and spaces do not matter',
    'reviewKey.manage.codeRequired': 'Enter the code',
    'reviewKey.manage.submit': 'Open the review',
    'reviewKey.manage.opening': 'Opening your review…',
    'reviewKey.manage.invalidTitle': 'This link or code does not work',
    'reviewKey.manage.invalidText':
      'It may have been replaced by a newer one or revoked, or the review was deleted. If you typed it, check that nothing is missing.',
    'reviewKey.manage.lost': 'A lost link cannot be recovered, by design: we keep no copy of it.',
  },
  ru: {
    'auth.signUp.completedTitle': 'Аккаунт создан',
    'auth.signUp.completedText':
      'Ссылку из письма открыли — здесь или на другом устройстве. Войдите, чтобы продолжить.',
    'auth.signUp.signInNow': 'Войти',
    'reviewKey.panelTitle': 'Ваш личный ключ к этому отзыву',
    'reviewKey.panelIntro':
      'Вы написали этот отзыв без аккаунта. По этой ссылке или с кодом ниже его можно изменить, закрыть для изменений или удалить в любом браузере и на любом устройстве.',
    'reviewKey.linkLabel': 'Личная ссылка',
    'reviewKey.codeLabel': 'Код для ввода на другом устройстве',
    'reviewKey.codeWhere':
      'Код вводится на странице «Управление анонимным отзывом» — ссылка на неё есть внизу каждой страницы.',
    'reviewKey.copyLink': 'Скопировать ссылку',
    'reviewKey.copyCode': 'Скопировать код',
    'reviewKey.copied': 'Скопировано',
    'reviewKey.copyFailed': 'Не удалось скопировать. Выделите текст и скопируйте его вручную.',
    'reviewKey.keepSafe':
      'Храните её как пароль: любой, у кого есть эта ссылка или код, может изменить или удалить ваш отзыв. Никому её не пересылайте и нигде не публикуйте.',
    'reviewKey.noRecovery':
      'Мы показываем её только сейчас и не храним копию. Потерянную ссылку восстановить нельзя — так задумано: никто, даже мы, не может узнать, кто написал отзыв.',
    'reviewKey.saved': 'Я сохранил(а) её',
    'reviewKey.sectionTitle': 'Личная ссылка',
    'reviewKey.sectionText':
      'Личная ссылка и код открывают этот отзыв с кнопками «Изменить», «Запретить изменения» и «Удалить» в любом браузере. Потеряли или случайно кому-то отправили? Создайте новую или отзовите её.',
    'reviewKey.reissue': 'Создать новую ссылку',
    'reviewKey.reissueTitle': 'Создать новую ссылку?',
    'reviewKey.reissueText':
      'Старые ссылка и код перестанут работать везде, во всех браузерах, где их открывали.',
    'reviewKey.revoke': 'Отозвать ссылку',
    'reviewKey.revokeTitle': 'Отозвать ссылку?',
    'reviewKey.revokeText':
      'Ссылка и код перестанут работать везде. Браузеры, где их открывали, больше не смогут менять отзыв — и этот тоже, если отзыв написан не в нём.',
    'reviewKey.revokeConfirm': 'Отозвать',
    'reviewKey.revoked': 'Ссылка больше не работает',
    'reviewKey.failed': 'Что-то пошло не так, попробуйте ещё раз',
    'reviewKey.cancel': 'Отмена',
    'reviewKey.footerLink': 'Управление анонимным отзывом',
    'reviewKey.manage.title': 'Управление анонимным отзывом',
    'reviewKey.manage.description': 'Откройте отзыв, написанный без аккаунта, по личной ссылке или коду.',
    'reviewKey.manage.intro':
      'Писали отзыв без аккаунта? Введите код, который вы получили при публикации, или откройте свою личную ссылку.',
    'reviewKey.manage.codeLabel': 'Код',
    'reviewKey.manage.codeHint': '16 букв и цифр; дефисы и пробелы не важны',
    'reviewKey.manage.codeRequired': 'Введите код',
    'reviewKey.manage.submit': 'Открыть отзыв',
    'reviewKey.manage.opening': 'Открываем ваш отзыв…',
    'reviewKey.manage.invalidTitle': 'Эта ссылка или код не работает',
    'reviewKey.manage.invalidText':
      'Возможно, вместо неё создана новая, её отозвали или отзыв удалён. Если вы вводили код вручную, проверьте, что ничего не пропущено.',
    'reviewKey.manage.lost': 'Потерянную ссылку восстановить нельзя — так задумано: мы не храним её копию.',
  },
  ka: {
    'auth.signUp.completedTitle': 'თქვენი ანგარიში მზადაა',
    'auth.signUp.completedText':
      'წერილის ბმული გაიხსნა — აქ ან სხვა მოწყობილობაზე. გასაგრძელებლად შედით ანგარიშზე.',
    'auth.signUp.signInNow': 'შესვლა',
    'reviewKey.panelTitle': 'თქვენი პირადი გასაღები ამ შეფასებისთვის',
    'reviewKey.panelIntro':
      'ეს შეფასება ანგარიშის გარეშე დაწერეთ. ამ ბმულით ან ქვემოთ მოცემული კოდით მისი რედაქტირება, დაბლოკვა ან წაშლა ნებისმიერი ბრაუზერიდან და მოწყობილობიდან შეგიძლიათ.',
    'reviewKey.linkLabel': 'პირადი ბმული',
    'reviewKey.codeLabel': 'კოდი სხვა მოწყობილობაზე შესაყვანად',
    'reviewKey.codeWhere':
      'კოდი შეიყვანეთ გვერდზე „ანონიმური შეფასების მართვა“ — მისი ბმული ყველა გვერდის ბოლოშია.',
    'reviewKey.copyLink': 'ბმულის კოპირება',
    'reviewKey.copyCode': 'კოდის კოპირება',
    'reviewKey.copied': 'დაკოპირდა',
    'reviewKey.copyFailed': 'კოპირება ვერ მოხერხდა. მონიშნეთ ტექსტი და თავად დააკოპირეთ.',
    'reviewKey.keepSafe':
      'შეინახეთ ის პაროლივით: ვისაც ეს ბმული ან კოდი ექნება, თქვენს შეფასებას შეცვლის ან წაშლის. არავის გაუზიაროთ და არსად გამოაქვეყნოთ.',
    'reviewKey.noRecovery':
      'მას მხოლოდ ახლა გაჩვენებთ და ასლს არ ვინახავთ. დაკარგული ბმულის აღდგენა შეუძლებელია — ასეა ჩაფიქრებული: ვერავინ, ჩვენც კი, ვერ გაიგებს, ვინ დაწერა შეფასება.',
    'reviewKey.saved': 'შევინახე',
    'reviewKey.sectionTitle': 'პირადი ბმული',
    'reviewKey.sectionText':
      'პირადი ბმული და კოდი ამ შეფასებას ნებისმიერ ბრაუზერში რედაქტირების, დაბლოკვისა და წაშლის ღილაკებით ხსნის. დაკარგეთ ან შემთხვევით ვინმეს გაუგზავნეთ? შექმენით ახალი ან გააუქმეთ.',
    'reviewKey.reissue': 'ახალი ბმულის შექმნა',
    'reviewKey.reissueTitle': 'შევქმნათ ახალი ბმული?',
    'reviewKey.reissueText':
      'ძველი ბმული და კოდი ყველგან შეწყვეტს მუშაობას, ყველა ბრაუზერში, სადაც ისინი გაიხსნა.',
    'reviewKey.revoke': 'ბმულის გაუქმება',
    'reviewKey.revokeTitle': 'გავაუქმოთ ბმული?',
    'reviewKey.revokeText':
      'ბმული და კოდი ყველგან შეწყვეტს მუშაობას. ბრაუზერები, სადაც ისინი გაიხსნა, შეფასებას ვეღარ შეცვლის — ესეც, თუ შეფასება აქ არ დაგიწერიათ.',
    'reviewKey.revokeConfirm': 'ბმულის გაუქმება',
    'reviewKey.revoked': 'ბმული აღარ მუშაობს',
    'reviewKey.failed': 'რაღაც შეცდომა მოხდა, სცადეთ ხელახლა',
    'reviewKey.cancel': 'გაუქმება',
    'reviewKey.footerLink': 'ანონიმური შეფასების მართვა',
    'reviewKey.manage.title': 'ანონიმური შეფასების მართვა',
    'reviewKey.manage.description':
      'გახსენით ანგარიშის გარეშე დაწერილი შეფასება მისი პირადი ბმულით ან კოდით.',
    'reviewKey.manage.intro':
      'შეფასება ანგარიშის გარეშე დაწერეთ? შეიყვანეთ კოდი, რომელიც გამოქვეყნებისას მიიღეთ, ან გახსენით თქვენი პირადი ბმული.',
    'reviewKey.manage.codeLabel': 'კოდი',
    'reviewKey.manage.codeHint': '16 ასო და ციფრი; დეფისებსა და გამოტოვებებს მნიშვნელობა არ აქვს',
    'reviewKey.manage.codeRequired': 'შეიყვანეთ კოდი',
    'reviewKey.manage.submit': 'შეფასების გახსნა',
    'reviewKey.manage.opening': 'თქვენი შეფასება იხსნება…',
    'reviewKey.manage.invalidTitle': 'ეს ბმული ან კოდი არ მუშაობს',
    'reviewKey.manage.invalidText':
      'შესაძლოა, მის ნაცვლად ახალი შეიქმნა, ის გაუქმდა ან შეფასება წაიშალა. თუ კოდი ხელით შეიყვანეთ, შეამოწმეთ, ხომ არაფერი გამოგრჩათ.',
    'reviewKey.manage.lost': 'დაკარგული ბმულის აღდგენა შეუძლებელია — ასეა ჩაფიქრებული: მის ასლს არ ვინახავთ.',
  },
});
