import { defineMessages } from '../define.ts';

/** Adding an address in the review form's place picker, and "Is it this one?" (issue 14). */
export const addressEntryMessages = defineMessages({
  en: {
    'places.add.option': 'Add “{address}” as a new address',
    'places.add.title': 'New address',
    'places.add.intro': 'Fill in the address and put the marker on the building.',
    'places.add.city': 'City',
    'places.add.cityPlaceholder': 'Start typing the city',
    'places.add.cityRequired': 'Choose the city from the list.',
    'places.add.street': 'Street',
    'places.add.streetInvalid': 'Enter the street name.',
    'places.add.houseNumber': 'House number',
    'places.add.houseNumberHint': 'For example: 12, 12a, 7/2',
    'places.add.houseNumberInvalid':
      'Enter a house number: digits, optionally with a letter or a fraction (12a, 7/2).',
    'places.add.block': 'Block or building name (optional)',
    'places.add.mapHint': 'Drag the marker, click the map, or select the marker and use the arrow keys.',
    'places.add.marker': 'Building position: move it with the arrow keys',
    'places.add.startFound': 'The marker is at the address we found. Check that it stands on the building.',
    'places.add.startCentre':
      "We don't know this street yet, so the marker is at the centre. Move it to the building.",
    'places.add.startStreet':
      'The marker is among the reviewed buildings of this street. Move it to the building.',
    'places.add.pinConfirm': 'The pin is right',
    'places.add.pinConfirmed': 'You confirmed the pin.',
    'places.add.pinRequired':
      'The pin is only a guess: move it onto your building or press “The pin is right”.',
    'places.add.district': 'Choose the district',
    'places.add.districtPlaceholder': '— Choose the district —',
    'places.add.districtHint': 'Follows the marker. If it is wrong, choose the right one.',
    'places.add.districtRequired': 'Choose the district from the list.',
    'places.add.districtNotInCity': 'This district is not in the chosen city. Choose the district again.',
    'places.add.mapUnavailable':
      'The map could not load, so the building cannot be shown on it. Choose its district from the list instead.',
    'places.add.mapUnavailableNoDistricts':
      'The map could not load. The building will be added to {city} without a district.',
    'places.add.continue': 'Continue',
    'places.add.checking': 'Checking the address…',
    'places.add.back': 'Back to search',
    'places.match.title': 'Is it this one?',
    'places.match.text':
      'We already know a building at this address. Choose it so that all its reviews stay in one place.',
    'places.match.yes': 'Yes, this one',
    'places.match.no': 'No, it’s a different building',
    'places.match.differentHint':
      'The same street, house number and block is always the same building: for a different building, give its own house number or block.',
  },
  ru: {
    'places.add.option': 'Добавить «{address}» как новый адрес',
    'places.add.title': 'Новый адрес',
    'places.add.intro': 'Укажите адрес и поставьте метку на дом.',
    'places.add.city': 'Город',
    'places.add.cityPlaceholder': 'Начните вводить название города',
    'places.add.cityRequired': 'Выберите город из списка.',
    'places.add.street': 'Улица',
    'places.add.streetInvalid': 'Укажите название улицы.',
    'places.add.houseNumber': 'Номер дома',
    'places.add.houseNumberHint': 'Например: 12, 12а, 7/2',
    'places.add.houseNumberInvalid': 'Укажите номер дома: цифры, можно с буквой или через дробь (12а, 7/2).',
    'places.add.block': 'Корпус или название дома (необязательно)',
    'places.add.mapHint': 'Перетащите метку, нажмите на карту или выберите метку и двигайте её стрелками.',
    'places.add.marker': 'Положение дома: двигайте метку стрелками',
    'places.add.startFound': 'Метка стоит по найденному адресу. Проверьте, что она на нужном доме.',
    'places.add.startCentre':
      'Эту улицу мы пока не знаем, поэтому метка стоит в центре. Передвиньте её к дому.',
    'places.add.startStreet':
      'Метка стоит среди домов этой улицы, о которых уже есть отзывы. Передвиньте её к дому.',
    'places.add.pinConfirm': 'Метка стоит верно',
    'places.add.pinConfirmed': 'Вы подтвердили положение метки.',
    'places.add.pinRequired':
      'Метка стоит приблизительно: передвиньте её на свой дом или нажмите «Метка стоит верно».',
    'places.add.district': 'Выберите район',
    'places.add.districtPlaceholder': '— Выберите район —',
    'places.add.districtHint': 'Район определяется по метке. Если он неверный, выберите нужный.',
    'places.add.districtRequired': 'Выберите район из списка.',
    'places.add.districtNotInCity': 'Этот район не относится к выбранному городу. Выберите район ещё раз.',
    'places.add.mapUnavailable':
      'Карта не загрузилась, поэтому показать на ней дом не получится. Выберите район дома из списка.',
    'places.add.mapUnavailableNoDistricts':
      'Карта не загрузилась. Дом будет добавлен в город {city} без указания района.',
    'places.add.continue': 'Далее',
    'places.add.checking': 'Проверяем адрес…',
    'places.add.back': 'Вернуться к поиску',
    'places.match.title': 'Вы об этом доме?',
    'places.match.text':
      'Дом с таким адресом уже есть на сайте. Выберите его, чтобы все отзывы о нём были в одном месте.',
    'places.match.yes': 'Да, об этом',
    'places.match.no': 'Нет, это другой дом',
    'places.match.differentHint':
      'Одна и та же улица, номер дома и корпус — всегда один и тот же дом. Если дом другой, укажите его номер или корпус.',
  },
  ka: {
    'places.add.option': 'დაამატეთ „{address}“ ახალ მისამართად',
    'places.add.title': 'ახალი მისამართი',
    'places.add.intro': 'მიუთითეთ მისამართი და ნიშნული შენობაზე დასვით.',
    'places.add.city': 'ქალაქი',
    'places.add.cityPlaceholder': 'დაიწყეთ ქალაქის სახელის აკრეფა',
    'places.add.cityRequired': 'აირჩიეთ ქალაქი სიიდან.',
    'places.add.street': 'ქუჩა',
    'places.add.streetInvalid': 'მიუთითეთ ქუჩის სახელი.',
    'places.add.houseNumber': 'სახლის ნომერი',
    'places.add.houseNumberHint': 'მაგალითად: 12, 12ა, 7/2',
    'places.add.houseNumberInvalid':
      'მიუთითეთ სახლის ნომერი: ციფრები, სურვილისამებრ ასოთი ან წილადით (12ა, 7/2).',
    'places.add.block': 'კორპუსი ან შენობის სახელწოდება (არასავალდებულო)',
    'places.add.mapHint':
      'გადაათრიეთ ნიშნული, დააწკაპეთ რუკაზე ან მონიშნეთ ნიშნული და გადააადგილეთ ისრიანი ღილაკებით.',
    'places.add.marker': 'შენობის მდებარეობა: გადააადგილეთ ისრიანი ღილაკებით',
    'places.add.startFound': 'ნიშნული ნაპოვნ მისამართზეა. შეამოწმეთ, რომ სწორ შენობაზე დგას.',
    'places.add.startCentre': 'ეს ქუჩა ჯერ არ ვიცით, ამიტომ ნიშნული ცენტრშია. გადაიტანეთ შენობასთან.',
    'places.add.startStreet': 'ნიშნული ამ ქუჩის შეფასებულ შენობებს შორისაა. გადაიტანეთ შენობასთან.',
    'places.add.pinConfirm': 'ნიშნული სწორ ადგილასაა',
    'places.add.pinConfirmed': 'ნიშნულის მდებარეობა დაადასტურეთ.',
    'places.add.pinRequired':
      'ნიშნული მიახლოებით დგას: გადაიტანეთ თქვენს შენობაზე ან დააჭირეთ „ნიშნული სწორ ადგილასაა“.',
    'places.add.district': 'აირჩიეთ უბანი',
    'places.add.districtPlaceholder': '— აირჩიეთ უბანი —',
    'places.add.districtHint': 'უბანი ნიშნულის მიხედვით განისაზღვრება. თუ არასწორია, აირჩიეთ სწორი.',
    'places.add.districtRequired': 'აირჩიეთ უბანი სიიდან.',
    'places.add.districtNotInCity': 'ეს უბანი არჩეულ ქალაქში არ არის. აირჩიეთ უბანი ხელახლა.',
    'places.add.mapUnavailable':
      'რუკა ვერ ჩაიტვირთა, ამიტომ შენობას მასზე ვერ ვაჩვენებთ. სანაცვლოდ აირჩიეთ მისი უბანი სიიდან.',
    'places.add.mapUnavailableNoDistricts':
      'რუკა ვერ ჩაიტვირთა. შენობა დაემატება ქალაქს „{city}“ უბნის მითითების გარეშე.',
    'places.add.continue': 'გაგრძელება',
    'places.add.checking': 'მისამართს ვამოწმებთ…',
    'places.add.back': 'ძიებაზე დაბრუნება',
    'places.match.title': 'ეს ის შენობაა?',
    'places.match.text':
      'ამ მისამართზე შენობა უკვე გვაქვს. აირჩიეთ ის, რომ მისი ყველა შეფასება ერთ ადგილას იყოს.',
    'places.match.yes': 'დიახ, ეს არის',
    'places.match.no': 'არა, ეს სხვა შენობაა',
    'places.match.differentHint':
      'ერთი და იგივე ქუჩა, სახლის ნომერი და კორპუსი ყოველთვის ერთი შენობაა. თუ შენობა სხვაა, მიუთითეთ მისი ნომერი ან კორპუსი.',
  },
});
