import type { LegalTexts } from './types.ts';

export const legal: LegalTexts = {
  tos: {
    title: 'Terms of Service',
    description:
      'The rules for using SofaScout: who can write tenant reviews, what content is allowed, how moderation works and what we are responsible for.',
    updatedLabel: 'Last updated: 21 November 2026',
    sections: [
      {
        heading: 'About SofaScout and these Terms',
        paragraphs: [
          'SofaScout is a website where tenants share and read reviews of apartments, buildings, districts and cities, in Georgia and elsewhere. These Terms of Service (the “Terms”) are an agreement between you and the operator of SofaScout (“we”, “us”). They apply to every use of the service: with a full account, with anonymous sign-in, or when you only read.',
          'By creating an account, signing in or publishing anything on SofaScout, you accept these Terms. If you do not agree with them, please do not use the service. These Terms take effect on 21 November 2026. How we handle personal data is explained separately in our Privacy Policy.',
        ],
      },
      {
        heading: 'Early access',
        paragraphs: [
          'SofaScout is in early access. Features, limits, design and the way points are awarded may change, be paused or be removed, sometimes without notice. The service may occasionally be unavailable or contain errors.',
          'During early access the service is provided “as is” and “as available”. We do our best to keep your content safe, but we recommend keeping your own copy of anything important, such as the original photos you upload.',
        ],
      },
      {
        heading: 'Who can use SofaScout, and accounts',
        paragraphs: [
          'You must be at least 16 years old to create an account or publish content. By using SofaScout you confirm that you meet this requirement.',
          'Keep your password and devices secure and do not share your account. You are responsible for everything published from it. Do not create accounts in bulk, and do not use several accounts to push up ratings, votes or points.',
          'How accounts work:',
        ],
        items: [
          'A full account uses an e-mail address and a password, or Google sign-in where it is offered. You confirm your e-mail address through a verification message.',
          'Anonymous sign-in creates an account without an e-mail address. You can write reviews and take part in discussions without revealing who you are, but an anonymous account does not earn points.',
          'Access to an anonymous account is kept only in the browser where it was created. If you clear the browser storage or lose the device, we cannot restore the account, and you will no longer be able to edit or delete its reviews yourself.',
        ],
      },
      {
        heading: 'Writing reviews',
        paragraphs: [
          'Reviews on SofaScout are based on personal experience of renting. Star ratings from 1 to 5 for each aspect (for example noise, landlord, security, internet, insects, stability of heating and utilities, or parking) should reflect what you experienced. Opinions are welcome, including critical ones, but whatever you present as a fact must be true.',
          'Photos can be uploaded as JPG, PNG or WebP. Before publishing, we re-encode them and remove embedded metadata, including EXIF data and GPS location. Do not upload photos in which other people can be recognised, or pictures of documents or other personal data.',
          'When you publish a review, you confirm that:',
        ],
        items: [
          'you actually lived in the apartment, building, district or city you are reviewing, during the living period you state;',
          'the review describes your own experience and honest opinion, and the facts in it are true to the best of your knowledge;',
          'the details you add (whether the rent was commercial, the apartment number, the monthly rent and typical utility costs) are accurate;',
          'you took the photos or have the right to publish them, and they show the place you are writing about.',
        ],
      },
      {
        heading: 'What is not allowed',
        paragraphs: ['On SofaScout you must not post, upload or do any of the following:'],
        items: [
          'personal data of other people: names of private individuals, phone numbers, e-mail addresses, ID or passport numbers, car number plates, photos of faces or documents, or anything else that identifies a private person;',
          'hate speech, harassment, threats, insults, or calls for violence or discrimination against anyone;',
          'advertising or spam, including links and listings that promote rentals, agencies, goods or services;',
          'reviews of places where you did not actually live, reviews written on behalf of someone else, or texts copied from other sources;',
          'statements you know to be false, or content that misleads readers about a place, a landlord or the terms of your tenancy;',
          'reviews written with a conflict of interest (see the next section);',
          'manipulation of ratings, votes or points: fake or duplicate reviews, coordinated bursts of activity, vote rings, or one person using several accounts;',
          'content that infringes copyright or other rights, or that is illegal under the law that applies to you or to us;',
          'attempts to break into or overload the service, to get around its limits and protections, or to collect its content in bulk by automated means.',
        ],
      },
      {
        heading: 'Landlords, agents and conflicts of interest',
        paragraphs: [
          'SofaScout is made for tenants. Owners, landlords, property managers, agents, developers and anyone acting for them (including relatives and employees) must not review places they own, manage, let, sell or build, or the places of their direct competitors.',
          'Nobody may pressure a tenant to write, change or delete a review, for example by threats, by withholding a deposit, or by offering money, discounts or other rewards for a positive review. Reviews obtained this way are removed, and the accounts involved may be banned.',
          'If you are a landlord or an agent and believe that a review of your property is false or breaks these Terms, use the report button next to it and choose the most fitting reason. We look into such reports, but we do not remove a review just because it is negative.',
        ],
      },
      {
        heading: 'Your content and our licence to display it',
        paragraphs: [
          'You keep all rights to the reviews, comments and photos you publish. So that we can run the service, you grant us a free, non-exclusive, worldwide licence to store, reproduce, display and distribute your content on SofaScout, to process it technically (for example to resize and re-encode photos or to mask personal data), and to use it in average ratings, statistics and AI summaries. The licence lasts as long as the content remains on SofaScout.',
          'Reviews reflect the personal experience and opinions of their authors, not the position of SofaScout. We do not check every review before it is published and we do not confirm that the facts in it are correct.',
          'You stay in control of your reviews. You can:',
        ],
        items: [
          'edit a review and its details at any time, unless you have locked it;',
          'lock a review so that it can no longer be edited;',
          'delay publication until a date you choose, for example until after you move out;',
          'show the living period as a year only, without months;',
          'delete a review permanently; a deleted review cannot be restored.',
        ],
      },
      {
        heading: 'Moderation and reports',
        paragraphs: [
          'Anyone can report a review, comment or photo. The reasons for a report are: personal data, hate or harassment, spam or advertising, not a real tenancy, conflict of interest, and other. Please report in good faith; misusing reports is itself a breach of these Terms.',
          'Automatic checks help us: they mask personal data such as phone numbers, e-mail addresses and ID numbers in published text, and flag possible duplicates, bursts of activity and vote rings for moderators.',
          "If content or behaviour breaks these Terms or the law, moderators may hide or remove the content, cancel the points earned with it, and restrict or ban the author's account, temporarily or permanently. The measure depends on how serious the breach is and whether it is repeated. If you think a decision was wrong, write to us through the feedback form and we will look at it again.",
        ],
      },
      {
        heading: 'Points (“sofas”)',
        paragraphs: [
          'Signed-up users earn points called “sofas” for publishing reviews and comments and for the likes their content receives. Anonymous accounts do not earn points.',
          'Sofas show your contribution to the community. They have no monetary value and cannot be sold, exchanged for money or transferred to another account. The way points are awarded may change during early access. We may correct or cancel points earned by breaking the rules, through vote manipulation, or for content that was later removed.',
        ],
      },
      {
        heading: 'AI summaries',
        paragraphs: [
          'You can request an AI summary of an address. By default it is built from the reviews published on SofaScout. The operator may connect an external AI model provider; in that case only data about the place is sent to it, never your account data or any other personal data.',
          'Summaries are generated automatically and may be incomplete, outdated or wrong. They do not express the opinion of SofaScout or of any particular author. Read the reviews themselves before you make a decision, and vote on the summary to tell us whether it was useful.',
        ],
      },
      {
        heading: 'Disclaimers and liability',
        paragraphs: [
          "SofaScout helps you learn from other tenants' experience, but it is not a real estate agency: it does not offer housing, does not act as an intermediary and is not a party to any agreement between tenants, landlords or agents. Check important information yourself before you rent, for example by viewing the apartment and reading the contract carefully.",
          'To the extent permitted by law, we are not liable for decisions you make based on content on SofaScout, for content published by users, for temporary unavailability of the service or loss of data during early access, or for indirect losses. Nothing in these Terms limits liability that cannot be limited under applicable law, or your statutory rights as a consumer.',
        ],
      },
      {
        heading: 'Changes, ending your use and contact',
        paragraphs: [
          'We may update these Terms as the service develops. The date at the top of this page shows the current version, and we will announce significant changes in the service before they take effect. If you keep using SofaScout after that, the updated Terms apply to you.',
          'You can stop using SofaScout at any time and ask us to delete your account. We may suspend or close accounts that break these Terms, and we may stop the service; where possible, we will tell you in advance.',
          'These Terms are governed by the law of Georgia; this does not take away the protection you have under the mandatory rules of the country where you live. To contact us, use the feedback form that opens from the “Report an issue” button at the bottom of every page.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'What personal data SofaScout collects and why, how long we keep it, who can see it, and how to get a copy of your data or delete it.',
    updatedLabel: 'Last updated: 21 November 2026',
    sections: [
      {
        heading: 'Who we are and what this policy covers',
        paragraphs: [
          'This Privacy Policy explains how the operator of SofaScout (“we”, “us”) processes personal data when you use the SofaScout website: when you read reviews, write them anonymously or use a full account. We are responsible for this processing as the data controller.',
          'We follow the Law of Georgia on Personal Data Protection and, where it applies to you, the EU General Data Protection Regulation (GDPR) and its principles: we collect only what the service needs, use data for clear purposes, keep it no longer than necessary and protect it. This policy takes effect on 21 November 2026.',
        ],
      },
      {
        heading: 'Data we collect',
        paragraphs: [
          'We collect only the data needed to run SofaScout. Page views are counted per page address and per day without any personal data: no IP addresses, no cookies and no identifiers are recorded.',
          'Depending on how you use SofaScout, we process the following personal data:',
        ],
        items: [
          'Account data: e-mail address (not for anonymous accounts), password (stored only as an argon2id hash), display name, avatar, interface language, maps language and time zone.',
          'Google sign-in data, if you use it: an account identifier, your e-mail address and, if Google provides it, your name.',
          'Sessions: hashes of your sign-in tokens. We never store the tokens themselves.',
          'Content: reviews with ratings and comments per aspect, the living period, whether the rent was commercial, the apartment number, monthly rent and utility costs, as well as comments, photos, likes and dislikes.',
          'Activity in the service: your points (“sofas”) history, the reports you send and your votes on AI summaries.',
          'Feedback: the text of your message and, only if you choose to give them, an e-mail address or Telegram handle for our reply.',
          'Technical data: IP addresses, used for a short time for rate limiting, abuse prevention and a rough guess of your city (see below).',
        ],
      },
      {
        heading: 'Why we use your data',
        paragraphs: [
          'We do not sell personal data, do not show advertising, do not use third-party trackers or analytics, and do not build advertising profiles.',
          'We use personal data only for the following purposes and on the following grounds:',
        ],
        items: [
          'to create and run your account, sign you in, publish your content and award points, because this is needed to provide the service you asked for;',
          'to send e-mails that verify your address and reset your password; these are the only e-mails we send, with no newsletters and no marketing;',
          'to keep the service safe and fair (rate limiting, moderation, masking personal data, detecting duplicates, bursts of activity and vote rings), based on our legitimate interest and that of our users in trustworthy reviews;',
          'to answer your feedback and requests, based on your request and, for optional contact details, your consent;',
          'to show the interface in your language, maps in the language you chose and dates in your time zone;',
          'to comply with legal obligations, for example to respond to a lawful request from a public authority.',
        ],
      },
      {
        heading: 'What other people can see',
        paragraphs: [
          'SofaScout is a public review website. Your e-mail address, password hash, time zone, IP addresses and feedback messages are never made public.',
          'To make a review harder to link to you, you can delay its publication until a chosen date, show the living period as a year only, leave out the apartment number and the amounts, or write anonymously. Keep in mind that details in the text itself can also give you away.',
          'The following is visible to everyone, including visitors without an account:',
        ],
        items: [
          'your reviews, comments and photos, with their ratings and the details you chose to give: living period, whether the rent was commercial, apartment number, monthly rent and utility costs;',
          'your display name and avatar next to your content. If you write anonymously, nothing that identifies you is shown, except what you write yourself.',
        ],
      },
      {
        heading: 'Photos',
        paragraphs: [
          'You can upload photos in JPG, PNG or WebP format. Before publishing, we re-encode every photo and remove its embedded metadata, including EXIF data such as the camera model, the time the photo was taken and GPS location.',
          'Removing metadata does not remove what can be seen in the picture. Before uploading, make sure the photo does not show faces, documents, addresses on envelopes or other details you do not want to share.',
          'When you permanently delete a review, its photos are deleted with it.',
        ],
      },
      {
        heading: 'IP addresses and abuse prevention',
        paragraphs: [
          'Your IP address is used at the moment of a request to limit how many requests can be made in a short time, and to make a rough guess of your city, for example to suggest it as a starting point for search. The guess is made on our own server with an offline GeoIP database; your IP address is not sent anywhere for this.',
          'To detect spam, fake reviews and vote manipulation, we may keep IP addresses linked to actions such as sign-ups, reviews, comments and votes for up to 30 days, after which they are deleted. IP addresses are never published and are not part of page-view counts.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          "SofaScout uses one cookie and a few entries in your browser's local storage. All of them are needed for the service to work or to remember your choices; none are used for advertising or tracking, so we do not ask for separate consent.",
          'You can clear cookies and local storage in your browser settings at any time. You will then be signed out, and access to an anonymous account will be lost for good.',
          'The full list:',
        ],
        items: [
          'i18n_redirected (cookie, 365 days): remembers the interface language you chose.',
          'auth_token (local storage): your sign-in token, kept until you sign out.',
          'color_mode (local storage): your light, dark or system colour theme.',
          'verify_resend_at and chunk_reload_at (local storage): technical timestamps that limit how often a verification e-mail can be resent and stop the page from reloading again and again after a site update.',
        ],
      },
      {
        heading: 'Who we share data with',
        paragraphs: [
          'We do not sell personal data. Some of our providers may be located outside Georgia; in that case we transfer data only where the law allows it and with appropriate safeguards for its protection.',
          'We share personal data only in the following cases:',
        ],
        items: [
          'with providers that host SofaScout and deliver our e-mails; they process data only on our instructions and only as far as these tasks require;',
          'with Google, if you choose Google sign-in; Google confirms your identity under its own privacy policy;',
          'with an external AI model provider, if the operator has connected one; only data about a place is sent to prepare its summary, never your account data or any other personal data;',
          'with public authorities, when the law requires it or when it is necessary to protect the rights and safety of users or other people.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'When you delete your account, we delete it together with the personal data linked to it. You can delete your reviews yourself at any time; if you want them deleted together with the account, say so in your request. If we have to keep some data longer, for example because the law requires it or to deal with a serious case of abuse, we keep only what is necessary and only for as long as necessary.',
          'We keep data no longer than needed for the purposes it was collected for:',
        ],
        items: [
          'Account data, content and points are kept while your account exists, or until you delete the content yourself.',
          'A permanently deleted review is removed together with its photos and cannot be restored.',
          'Hashes of sign-in tokens are kept until you sign out or the session expires.',
          'IP addresses linked to actions are kept for up to 30 days to prevent abuse.',
          'Feedback is kept as long as needed to handle it and to improve the service.',
          'Page-view counts contain no personal data and may be kept without a time limit.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and change most of your data yourself in your profile and settings. Under the Law of Georgia on Personal Data Protection and, where it applies, the GDPR, you also have the right to:',
        ],
        items: [
          'get information on what personal data we process about you and a copy of it, including an export of your data;',
          'have inaccurate data corrected;',
          'have your account and data deleted;',
          'restrict or object to processing that is based on our legitimate interest;',
          'withdraw your consent at any time, where processing is based on it;',
          'complain to the Personal Data Protection Service of Georgia or to the data protection authority of the country where you live.',
        ],
      },
      {
        heading: 'Security and minimum age',
        paragraphs: [
          'We protect data with technical and organisational measures suited to the service: passwords are stored only as argon2id hashes and sign-in tokens only as hashes, metadata is removed from photos, and access to data is limited to the people who need it to run and moderate the service.',
          'No system is completely secure. If a security incident affects your data and is likely to put your rights at risk, we will inform you and the competent authority as required by law.',
          'SofaScout is not intended for children: you must be at least 16 years old to create an account. If we learn that an account belongs to someone younger, we will delete it together with its data.',
        ],
      },
      {
        heading: 'How to contact us, and changes to this policy',
        paragraphs: [
          'For any question about your data, write to us through the feedback form that opens from the “Report an issue” button at the bottom of every page.',
          'To use your rights, send the request while signed in to the account it concerns, and add a contact for our reply. We may ask you to confirm the request from the e-mail address of that account. Requests about an anonymous account can only be sent from the browser in which you are signed in to it, because we have no other way to confirm that the account is yours. We answer free of charge and within the time limits set by law.',
          'We may update this policy when the service or the law changes. The date at the top of this page shows the current version, and we will announce significant changes in the service before they take effect.',
        ],
      },
    ],
  },
  contentPolicy: {
    title: 'Content Policy',
    description:
      'What you can publish on SofaScout, what we remove, how reports and moderation work, and how we protect reviewers.',
    updatedLabel: 'Last updated: 22 November 2026',
    sections: [
      {
        heading: 'Why we have this policy',
        paragraphs: [
          'People decide where to live from the reviews on SofaScout, and landlords and agents sometimes have reasons to push reviews up or silence them. This policy says what belongs here, what does not, and how we decide. It applies to reviews, comments and photos, and it is part of our Terms of Service.',
        ],
      },
      {
        heading: 'What is welcome',
        paragraphs: ['We want honest, useful accounts of renting, including critical ones:'],
        items: [
          'your own experience of an apartment, building, district or city where you actually lived;',
          'negative opinions, as long as they are honest: we do not remove a review because it is negative or because the landlord disagrees with it;',
          'facts you believe to be true, such as the rent you paid, the state of the heating or how the deposit was handled;',
          'photos you took of the place itself: rooms, the building, the yard, the street.',
        ],
      },
      {
        heading: 'What we remove',
        paragraphs: ['Moderators hide or remove content that contains or does any of the following:'],
        items: [
          'Personal data: names of private individuals, phone numbers, e-mail addresses, ID or passport numbers, car number plates, photos of faces or documents. Describe the landlord’s behaviour, not who they are.',
          'Hate or harassment: insults, threats, or attacks on anyone because of their nationality, ethnicity, religion, gender, sexual orientation, disability or age.',
          'Spam or advertising: links, phone numbers or messenger handles that promote a rental, an agency, goods or services, and the same text posted again and again.',
          'Not a real tenancy: reviews of places where the author did not live, texts written for someone else, or copied from other sites.',
          'Conflict of interest: reviews by owners, landlords, agents, developers or their relatives and employees about their own places or their competitors’ places, and reviews bought with money, discounts or a returned deposit.',
          'Manipulation: several accounts used by one person, votes between the same accounts to push content up, bursts of reviews organised to change a place’s rating.',
          'Anything illegal, or that infringes someone else’s copyright.',
        ],
      },
      {
        heading: 'Automatic checks',
        paragraphs: [
          'When content is written, automatic checks look for problems and explain what they found to the moderators:',
        ],
        items: [
          'phone numbers, e-mail addresses and ID numbers are masked before anything is published;',
          'links, phone numbers and messenger handles are flagged as possible advertising;',
          'the same or nearly the same text from one author or one network within a short time, a burst of reviews on one place, votes for one’s own content and accounts that keep voting for each other are flagged as possible manipulation.',
        ],
      },
      {
        heading: 'Reports',
        paragraphs: [
          'Anyone can report a review, comment or photo with the Report button next to it, with or without an account. Choose the reason that fits best and, if it helps, add a few words. You can report each item once.',
          'The author is not told who reported their content. Please report in good faith: misusing reports breaks our Terms of Service, and reports are rate-limited.',
        ],
      },
      {
        heading: 'How moderators decide',
        paragraphs: [
          'Reported and flagged content goes into a queue that moderators work through, the longest waiting first. For each item they read the content, the reports and the automatic findings, and then decide:',
        ],
        items: [
          'keep it, when nothing breaks this policy;',
          'hide it, when it breaks this policy: it disappears from public pages, its author sees that it was hidden by a moderator, and its sofas are taken back; hidden content is kept and can be restored;',
          'remove it, in serious cases: it disappears for its author too, and its sofas are taken back;',
          'ban the author, for repeated or deliberate abuse such as spam, fake reviews or vote rings.',
        ],
      },
      {
        heading: 'Every decision is recorded',
        paragraphs: [
          'Every decision goes into a moderation log with who made it, when, which reason from our list applied and, where useful, a note. Automatic actions are logged too. If you think a decision about your content was wrong, write to us through the “Report an issue” form and another moderator will look at it again.',
        ],
      },
      {
        heading: 'Anonymity and protection for reviewers',
        paragraphs: ['Tenants must be able to write honestly without fear of their landlord. That is why:'],
        items: [
          'you can publish a review without your name, and reviews from anonymous accounts never show an author;',
          'public pages never show an author’s e-mail address or IP address, and for reviews without a name they show only the date, not the exact time;',
          'you can show the living period as years only, and delay publication until a date you choose, for example until after you move out;',
          'you can lock a review against edits, so nobody can pressure you into changing it, and you can delete it at any time;',
          'only moderators see who wrote a review, and only to judge reports and abuse.',
        ],
      },
      {
        heading: 'How long we keep moderation data',
        paragraphs: [
          'Hidden content is kept while it is hidden, so that a decision can be reviewed or reversed. When a moderator removes content, or you delete a review yourself, it disappears from the site at once; a copy of its text stays in the moderation log for 90 days, so that abuse can be investigated and a decision appealed, and is then erased. The record of the action itself stays.',
          'Network data used for the automatic checks is kept for up to 30 days, as described in our Privacy Policy. Reports are kept together with the decision they led to.',
        ],
      },
    ],
  },
};
