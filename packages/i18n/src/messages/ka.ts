import type { Translation } from '../define.ts';
import type { en } from './en.ts';

export const ka: Translation<typeof en> = {
  'app.tagline': 'გულწრფელი შეფასებები ბინებზე, კორპუსებსა და უბნებზე მათგან, ვინც იქ ცხოვრობდა',

  'meta.home.title': 'SofaScout — შეფასებები ბინებზე, კორპუსებსა და უბნებზე',
  'meta.home.description':
    'გადაამოწმეთ მისამართი ქირაობამდე: მობინადრეების შეფასებები ბინებზე, კორპუსებზე, უბნებსა და ქალაქებზე და AI-შეჯამება ერთი დაწკაპუნებით.',
  'meta.settings.title': 'პარამეტრები',
  'meta.settings.description': 'თქვენი პროფილი, ინტერფეისის ენა, რუკის ენა და სასაათო სარტყელი.',
  'meta.signIn.title': 'შესვლა',
  'meta.signIn.description': 'შედით SofaScout-ში, რომ შეფასებებისთვის დივნები დააგროვოთ.',
  'meta.signUp.title': 'რეგისტრაცია',
  'meta.signUp.description':
    'შემოუერთდით SofaScout-ს: დაწერეთ შეფასებები, დააგროვეთ დივნები და დაეხმარეთ სხვა მოქირავნეებს.',
  'meta.reviews.title': 'შეფასებები',
  'meta.reviews.description':
    'რას ამბობენ მობინადრეები ამ ადგილზე: შეფასებები თითოეული ასპექტის მიხედვით და პირადი გამოცდილება.',
  'meta.reviewCreate.title': 'შეფასების დაწერა',
  'meta.reviewCreate.description': 'გაგვიზიარეთ თქვენი გამოცდილება ბინაზე, კორპუსზე, უბანზე ან ქალაქზე.',
  'meta.reviewDetail.title': 'შეფასება',
  'meta.reviewDetail.description': 'მობინადრის შეფასება SofaScout-ზე.',
  'meta.reviewUpdate.title': 'შეფასების რედაქტირება',
  'meta.reviewUpdate.description': 'შეცვალეთ თქვენი შეფასება.',
  'meta.googleCallback.title': 'Google-ით შესვლა',
  'meta.googleCallback.description': 'Google-ით შესვლა სრულდება.',
  'meta.verifyEmail.title': 'დაადასტურეთ ელფოსტა',
  'meta.verifyEmail.description': 'დაადასტურეთ ელფოსტის მისამართი, რომ ყველა შესაძლებლობით ისარგებლოთ.',
  'meta.verifySuccess.title': 'ელფოსტა დადასტურებულია',
  'meta.verifySuccess.description': 'თქვენი ელფოსტის მისამართი დადასტურებულია.',
  'meta.verifyError.title': 'დადასტურება ვერ მოხერხდა',
  'meta.verifyError.description': 'შესაძლოა, ბმულს ვადა გაუვიდა ან არასწორია.',
  'meta.passwordReset.title': 'პაროლის აღდგენა',
  'meta.passwordReset.description': 'მოითხოვეთ აღდგენის ბმული ან დააყენეთ ახალი პაროლი.',
  'meta.notFound.title': 'გვერდი ვერ მოიძებნა',
  'meta.notFound.description':
    'ეს გვერდი SofaScout-ზე არ არსებობს. ბინების, შენობებისა და უბნების შეფასებები მთავარ გვერდზე იპოვეთ.',
  'meta.serverError.title': 'სერვერის შიდა შეცდომა',

  'nav.skipToContent': 'მთავარ შინაარსზე გადასვლა',
  'nav.home': 'SofaScout — მთავარი გვერდი',
  'nav.main': 'მთავარი მენიუ',
  'nav.signIn': 'შესვლა',
  'nav.signUp': 'რეგისტრაცია',
  'nav.settings': 'პარამეტრები',
  'nav.writeReview': 'შეფასების დაწერა',

  'footer.copyright': '© {year} SofaScout',
  'footer.badge': 'ბეტა',
  'footer.earlyAccess':
    'ადრეული წვდომა: SofaScout ახალი სერვისია და ზოგი რამ ჯერ კიდევ შეიძლება შეიცვალოს ან შეფერხდეს.',
  'footer.reportText': 'იპოვეთ შეცდომა ან გაქვთ იდეა? მოგვწერეთ და გამოვასწორებთ.',
  'footer.reportButton': 'პრობლემის შეტყობინება',
  'footer.tos': 'მომსახურების პირობები',
  'footer.privacy': 'კონფიდენციალურობის პოლიტიკა',
  'footer.legal': 'სამართლებრივი ინფორმაცია',
  'footer.language': 'ენა',

  'theme.label': 'ფერთა რეჟიმი',
  'theme.light': 'ნათელი',
  'theme.dark': 'მუქი',
  'theme.system': 'სისტემური',

  'home.title': 'გადაამოწმეთ მისამართი, სანამ ბინას იქირავებთ',
  'home.subtitle':
    'წაიკითხეთ, რას წერენ მობინადრეები ბინებზე, კორპუსებზე, უბნებსა და ქალაქებზე, და გაგვიზიარეთ საკუთარი გამოცდილება დივნების მისაღებად.',
  'home.searchLabel': 'მოძებნეთ კორპუსი, უბანი ან ქალაქი',
  'home.searchPlaceholder': 'მისამართი, უბანი ან ქალაქი',
  'home.searchButton': 'ძებნა',
  'home.viewList': 'სია',
  'home.viewMap': 'რუკა',
  'home.viewSwitch': 'ხედი',
  'home.recentTitle': 'ბოლო შეფასებები',
  'home.nearbyTitle': 'შეფასებები თქვენ ახლოს',
  'home.nearbyFallback':
    'ვერ დავადგინეთ, სად იმყოფებით, ამიტომ გაჩვენებთ შეფასებებს თბილისის ცენტრის მიდამოებიდან.',
  'home.how.readTitle': 'წაიკითხეთ ხელშეკრულების გაფორმებამდე',
  'home.how.readText':
    'შეფასებები თითოეული ასპექტის მიხედვით — ხმაურიდან და გათბობიდან მეპატრონემდე — მათგან, ვინც იქ ცხოვრობდა.',
  'home.how.aiTitle': 'AI-შეჯამება ერთი დაწკაპუნებით',
  'home.how.aiText': 'მოკლე მიმოხილვა ყველაფრისა, რაც მისამართზე ვიცით; სერიოზული პრობლემები — პირველ რიგში.',
  'home.how.sofaTitle': 'დააგროვეთ დივნები',
  'home.how.sofaText':
    'შეფასებებისთვის, კომენტარებისა და მოწონებებისთვის დივნებს იღებთ. წერა ანონიმურადაც შეგიძლიათ.',

  'reviews.count': { one: '{count} შეფასება', other: '{count} შეფასება' },
  'reviews.noPlace.title': 'აირჩიეთ ადგილი',
  'reviews.noPlace.text': 'მოძებნეთ კორპუსი, უბანი ან ქალაქი და ნახეთ, რას წერენ მასზე მობინადრეები.',
  'reviews.empty.title': 'შეფასებები ჯერ არ არის',
  'reviews.empty.text': 'ამ ადგილზე ჯერ არავის დაუწერია. თქვენი გამოცდილება შემდეგ მობინადრეს დაეხმარება.',
  'reviews.write': 'შეფასების დაწერა',
  'reviews.beFirst': 'იყავით პირველი',
  'sofas.count': { one: '{count} დივანი', other: '{count} დივანი' },

  'errors.somethingWentWrong': 'რაღაც შეცდომა მოხდა',
  'errors.controlCharacters':
    'ტექსტში უხილავი მმართველი სიმბოლოებია. აკრიფეთ ხელახლა ან ჩასვით როგორც უბრალო ტექსტი.',
  'errors.tryAgain': 'თავიდან ცდა',
  'errors.rateLimited': 'ძალიან ბევრი მოთხოვნაა, სცადეთ მოგვიანებით',
  'errors.network': 'სერვერთან დაკავშირება ვერ მოხერხდა. შეამოწმეთ ინტერნეტკავშირი და სცადეთ ხელახლა.',
  'errors.alreadySaved': 'ეს უკვე შენახულია. განაახლეთ გვერდი, რომ ნახოთ.',
  'errors.outcomeUnknown':
    'სერვერმა არ დაადასტურა, შეინახა თუ არა ეს. ხელახლა ცდამდე განაახლეთ გვერდი და შეამოწმეთ.',
  'errors.sessionEnded': 'სესია დასრულდა. გთხოვთ, ხელახლა შეხვიდეთ.',
  'errors.forbidden': 'ამის გაკეთების უფლება არ გაქვთ',

  'version.available': 'ხელმისაწვდომია SofaScout-ის ახალი ვერსია.',
  'version.reload': 'განახლება',

  'feedback.title': 'პრობლემის შეტყობინება',
  'feedback.description':
    'გვითხარით, რა არ იმუშავა ან რისი გაუმჯობესება შეგვიძლია. ყველა შეტყობინებას ვკითხულობთ.',
  'feedback.contactsLabel': 'კონტაქტი (არასავალდებულო)',
  'feedback.contactsPlaceholder': 'ელფოსტა ან Telegram, თუ პასუხი გსურთ',
  'feedback.textLabel': 'შეტყობინება',
  'feedback.textPlaceholder': 'აღწერეთ პრობლემა ან თქვენი იდეა',
  'feedback.send': 'გაგზავნა',
  'feedback.sending': 'იგზავნება…',
  'feedback.success': 'გმადლობთ გამოხმაურებისთვის!',
  'feedback.error': 'შეტყობინების გაგზავნა ვერ მოხერხდა. გთხოვთ, სცადოთ ხელახლა.',

  'common.close': 'დახურვა',
  'common.loading': 'იტვირთება…',
  'common.notifications': 'შეტყობინებები',
  'common.closeNotification': 'შეტყობინების დახურვა',
};
