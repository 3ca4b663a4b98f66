// Generated from the project's shared SwiftUI API list (swiftui-api.tsv: category, name,
// introduced, present_in_trellis, note), so the port report can tell a missing name is
// SwiftUI's without that file being present where `trellis` runs. Regenerate with
// scripts/gen-swiftui-names when the list changes.

extension SwiftUINames {
    static let tsv = #"""
category	name	introduced	present_in_trellis	note
view	AngularGradient	13.0	yes	uses=7; apps=1
view	AnyShape	16.0	no	Shape; uses=11; apps=1
view	AnyView	13.0	yes	uses=446; apps=5
view	AsyncImage	15.0	no	uses=5; apps=4
view	Button	13.0	yes	uses=1517; apps=10
view	ButtonBorderShape	15.0	no	Shape; uses=0; apps=0
view	Canvas	15.0	no	uses=2; apps=2
view	Capsule	13.0	yes	Shape; uses=75; apps=8
view	Circle	13.0	yes	Shape; uses=148; apps=9
view	Color	13.0	yes	uses=1708; apps=9
view	ColorPicker	14.0	yes	uses=5; apps=2
view	ContainerRelativeShape	14.0	no	Shape; uses=13; apps=3
view	ContentUnavailableView	17.0	yes	uses=22; apps=5
view	ControlGroup	15.0	no	uses=4; apps=2
view	DatePicker	13.0	yes	uses=16; apps=4
view	DefaultDateProgressLabel	16.0	no	uses=0; apps=0
view	DefaultDocumentGroupLaunchActions	18.0	no	iOS18 SDK only; uses=0; apps=0
view	DefaultShareLinkLabel	16.0	no	uses=0; apps=0
view	DefaultTabLabel	18.0	no	iOS18 SDK only; uses=0; apps=0
view	DisclosureGroup	14.0	yes	uses=5; apps=2
view	Divider	13.0	yes	uses=107; apps=7
view	DocumentLaunchView	18.0	no	iOS18 SDK only; uses=0; apps=0
view	EditableCollectionContent	16.0	no	uses=0; apps=0
view	EditButton	13.0	yes	uses=8; apps=4
view	Ellipse	13.0	yes	Shape; uses=1; apps=1
view	EllipticalGradient	15.0	no	uses=0; apps=0
view	EmptyView	13.0	yes	uses=186; apps=9
view	EquatableView	13.0	yes	uses=0; apps=0
view	FillShapeView	17.0	no	uses=0; apps=0
view	ForEach	13.0	yes	uses=775; apps=11
view	Form	13.0	yes	uses=193; apps=9
view	Gauge	16.0	no	uses=10; apps=2
view	GeometryReader	13.0	yes	uses=86; apps=10
view	Grid	16.0	no	uses=35; apps=5
view	GridRow	16.0	no	uses=66; apps=4
view	Group	13.0	yes	uses=222; apps=10
view	GroupBox	14.0	yes	uses=3; apps=2
view	GroupElementsOfContent	18.0	no	iOS18 SDK only; uses=0; apps=0
view	GroupSectionsOfContent	18.0	no	iOS18 SDK only; uses=0; apps=0
view	HStack	13.0	yes	uses=1077; apps=11
view	Image	13.0	yes	uses=793; apps=10
view	KeyframeAnimator	17.0	no	uses=0; apps=0
view	Label	14.0	yes	uses=580; apps=9
view	LabeledContent	16.0	yes	uses=156; apps=4
view	LabeledControlGroupContent	16.0	no	uses=0; apps=0
view	LabeledToolbarItemGroupContent	16.0	no	uses=0; apps=0
view	LazyHGrid	14.0	no	uses=0; apps=0
view	LazyHStack	14.0	yes	uses=14; apps=4
view	LazyVGrid	14.0	no	uses=31; apps=9
view	LazyVStack	14.0	yes	uses=29; apps=5
view	LinearGradient	13.0	yes	uses=69; apps=9
view	Link	14.0	yes	uses=11; apps=3
view	List	13.0	yes	uses=214; apps=11
view	Menu	14.0	yes	uses=59; apps=6
view	MeshGradient	18.0	no	iOS18 SDK only; uses=0; apps=0
view	ModifiedContent	13.0	yes	uses=4; apps=1
view	MultiDatePicker	16.0	no	uses=0; apps=0
view	NavigationLink	13.0	yes	uses=133; apps=10
view	NavigationSplitView	16.0	yes	uses=12; apps=4
view	NavigationStack	16.0	yes	uses=141; apps=9
view	NavigationView	13.0	yes	deprecated; uses=65; apps=5
view	NewDocumentButton	18.0	no	iOS18 SDK only; uses=0; apps=0
view	OffsetShape	13.0	no	Shape; uses=0; apps=0
view	OutlineGroup	14.0	no	uses=0; apps=0
view	OutlineSubgroupChildren	14.0	no	uses=0; apps=0
view	PasteButton	16.0	no	uses=0; apps=0
view	Path	13.0	yes	Shape; uses=35; apps=6
view	PhaseAnimator	17.0	no	uses=1; apps=1
view	Picker	13.0	yes	uses=253; apps=9
view	PlaceholderContentView	17.0	no	uses=0; apps=0
view	PresentedWindowContent	16.0	no	uses=0; apps=0
view	PreviewModifierContent	18.0	no	iOS18 SDK only; uses=0; apps=0
view	ProgressView	14.0	yes	uses=192; apps=9
view	RadialGradient	13.0	yes	uses=4; apps=2
view	Rectangle	13.0	yes	Shape; uses=204; apps=10
view	RenameButton	16.0	no	uses=0; apps=0
view	RotatedShape	13.0	no	Shape; uses=0; apps=0
view	RoundedRectangle	13.0	yes	Shape; uses=243; apps=9
view	ScaledShape	13.0	no	Shape; uses=0; apps=0
view	ScrollView	13.0	yes	uses=191; apps=10
view	ScrollViewReader	14.0	no	uses=26; apps=6
view	Section	13.0	yes	uses=822; apps=11
view	SecureField	13.0	yes	uses=24; apps=5
view	ShareLink	16.0	no	uses=24; apps=4
view	Slider	13.0	yes	uses=25; apps=7
view	Spacer	13.0	yes	uses=576; apps=11
view	Stepper	13.0	yes	uses=4; apps=1
view	StrokeBorderShapeView	17.0	no	uses=0; apps=0
view	StrokeShapeView	17.0	no	uses=0; apps=0
view	SubscriptionView	13.0	yes	uses=0; apps=0
view	Subview	18.0	no	iOS18 SDK only; uses=0; apps=0
view	SubviewsCollection	18.0	no	iOS18 SDK only; uses=0; apps=0
view	SubviewsCollectionSlice	18.0	no	iOS18 SDK only; uses=0; apps=0
view	Table	16.0	no	uses=3; apps=2
view	TabView	13.0	yes	uses=18; apps=7
view	Text	13.0	yes	uses=4761; apps=11
view	TextEditor	14.0	yes	uses=5; apps=4
view	TextField	13.0	yes	uses=131; apps=9
view	TimelineView	15.0	no	uses=3; apps=2
view	Toggle	13.0	yes	uses=247; apps=9
view	TransformedShape	13.0	no	Shape; uses=0; apps=0
view	TupleView	13.0	yes	uses=4; apps=2
view	UnevenRoundedRectangle	16.0	yes	Shape; uses=5; apps=2
view	ViewThatFits	16.0	no	uses=9; apps=5
view	VStack	13.0	yes	uses=1433; apps=11
view	ZStack	13.0	yes	uses=311; apps=10
modifier	accentColor	13.0	no	deprecated; uses=19; apps=5
modifier	accessibility	13.0	no	deprecated; uses=5; apps=2
modifier	accessibilityAction	13.0	no	uses=9; apps=3
modifier	accessibilityActions	16.0	no	uses=8; apps=2
modifier	accessibilityActivationPoint	14.0	no	uses=0; apps=0
modifier	accessibilityAddTraits	14.0	yes	uses=45; apps=4
modifier	accessibilityAdjustableAction	13.0	no	uses=2; apps=1
modifier	accessibilityChartDescriptor	15.0	no	uses=0; apps=0
modifier	accessibilityChildren	15.0	no	uses=0; apps=0
modifier	accessibilityCustomContent	15.0	no	uses=0; apps=0
modifier	accessibilityDirectTouch	17.0	no	uses=0; apps=0
modifier	accessibilityDragPoint	16.0	no	iOS18 SDK only; uses=0; apps=0
modifier	accessibilityDropPoint	16.0	no	iOS18 SDK only; uses=0; apps=0
modifier	accessibilityElement	13.0	yes	uses=86; apps=4
modifier	accessibilityFocused	15.0	no	uses=4; apps=1
modifier	accessibilityHeading	15.0	no	uses=0; apps=0
modifier	accessibilityHidden	14.0	yes	uses=119; apps=4
modifier	accessibilityHint	14.0	yes	uses=17; apps=3
modifier	accessibilityIdentifier	14.0	yes	uses=156; apps=1
modifier	accessibilityIgnoresInvertColors	14.0	no	uses=1; apps=1
modifier	accessibilityInputLabels	14.0	no	uses=4; apps=2
modifier	accessibilityLabel	14.0	yes	uses=179; apps=5
modifier	accessibilityLabeledPair	14.0	no	uses=0; apps=0
modifier	accessibilityLinkedGroup	14.0	no	uses=0; apps=0
modifier	accessibilityRemoveTraits	14.0	yes	uses=19; apps=4
modifier	accessibilityRepresentation	15.0	no	uses=8; apps=2
modifier	accessibilityRespondsToUserInteraction	15.0	no	uses=8; apps=1
modifier	accessibilityRotor	15.0	no	uses=0; apps=0
modifier	accessibilityRotorEntry	15.0	no	uses=0; apps=0
modifier	accessibilityScrollAction	13.0	no	uses=0; apps=0
modifier	accessibilityShowsLargeContentViewer	15.0	no	uses=0; apps=0
modifier	accessibilitySortPriority	14.0	yes	uses=4; apps=2
modifier	accessibilityTextContentType	15.0	no	uses=0; apps=0
modifier	accessibilityValue	14.0	yes	uses=20; apps=3
modifier	accessibilityZoomAction	16.0	no	uses=0; apps=0
modifier	actionSheet	13.0	no	deprecated; uses=6; apps=2
modifier	alert	13.0	yes	uses=149; apps=7
modifier	alignmentGuide	13.0	no	uses=32; apps=7
modifier	allowedDynamicRange	17.0	no	uses=1; apps=1
modifier	allowsHitTesting	13.0	yes	uses=49; apps=8
modifier	allowsTightening	13.0	yes	uses=12; apps=2
modifier	allowsWindowActivationEvents	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	anchorPreference	13.0	no	uses=0; apps=0
modifier	animation	13.0	yes	uses=264; apps=10
modifier	aspectRatio	13.0	no	uses=107; apps=8
modifier	autocapitalization	13.0	yes	deprecated; uses=13; apps=3
modifier	autocorrectionDisabled	13.0	yes	uses=22; apps=3
modifier	background	13.0	yes	uses=759; apps=10
modifier	backgroundPreferenceValue	13.0	no	uses=0; apps=0
modifier	backgroundStyle	16.0	no	uses=30; apps=4
modifier	badge	15.0	no	uses=6; apps=4
modifier	badgeProminence	17.0	no	uses=0; apps=0
modifier	baselineOffset	16.0	no	uses=33; apps=2
modifier	blendMode	13.0	no	uses=11; apps=5
modifier	blur	13.0	yes	uses=26; apps=8
modifier	bold	16.0	yes	uses=322; apps=9
modifier	border	13.0	yes	uses=18; apps=3
modifier	brightness	13.0	no	uses=4; apps=2
modifier	buttonBorderShape	15.0	no	uses=23; apps=5
modifier	buttonRepeatBehavior	17.0	no	uses=0; apps=0
modifier	buttonStyle	13.0	yes	uses=540; apps=10
modifier	clipped	13.0	yes	uses=31; apps=6
modifier	clipShape	13.0	yes	uses=161; apps=9
modifier	colorEffect	17.0	no	uses=0; apps=0
modifier	colorInvert	13.0	no	uses=0; apps=0
modifier	colorMultiply	13.0	no	uses=10; apps=3
modifier	colorScheme	13.0	no	deprecated; uses=12; apps=3
modifier	compositingGroup	13.0	no	uses=12; apps=4
modifier	confirmationDialog	15.0	yes	uses=47; apps=5
modifier	containerBackground	17.0	no	uses=10; apps=2
modifier	containerRelativeFrame	17.0	no	uses=3; apps=2
modifier	containerShape	15.0	no	uses=10; apps=3
modifier	containerValue	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	contentMargins	17.0	no	uses=14; apps=3
modifier	contentShape	13.0	no	uses=76; apps=7
modifier	contentTransition	16.0	yes	uses=5; apps=3
modifier	contextMenu	13.0	no	uses=36; apps=7
modifier	contrast	13.0	no	uses=0; apps=0
modifier	controlGroupStyle	15.0	no	uses=2; apps=2
modifier	controlSize	15.0	yes	uses=84; apps=6
modifier	coordinateSpace	13.0	yes	uses=3; apps=3
modifier	cornerRadius	13.0	yes	deprecated; uses=132; apps=8
modifier	datePickerStyle	13.0	yes	uses=1; apps=1
modifier	defaultAdaptableTabBarPlacement	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	defaultAppStorage	14.0	no	uses=0; apps=0
modifier	defaultFocus	17.0	no	uses=9; apps=1
modifier	defaultHoverEffect	17.0	no	uses=0; apps=0
modifier	defaultScrollAnchor	17.0	no	uses=0; apps=0
modifier	defersSystemGestures	16.0	no	uses=0; apps=0
modifier	deleteDisabled	13.0	no	uses=0; apps=0
modifier	dialogIcon	17.0	no	uses=0; apps=0
modifier	dialogSuppressionToggle	17.0	no	uses=0; apps=0
modifier	disableAutocorrection	13.0	yes	deprecated; uses=19; apps=5
modifier	disabled	13.0	yes	uses=334; apps=10
modifier	disclosureGroupStyle	16.0	no	uses=0; apps=0
modifier	distortionEffect	17.0	no	uses=0; apps=0
modifier	draggable	16.0	no	uses=3; apps=1
modifier	drawingGroup	13.0	no	uses=7; apps=3
modifier	dropDestination	16.0	no	on DynamicViewContent (ForEach); uses=0; apps=0
modifier	dynamicTypeSize	15.0	yes	uses=28; apps=6
modifier	edgesIgnoringSafeArea	13.0	yes	deprecated; uses=15; apps=6
modifier	environment	13.0	yes	uses=261; apps=10
modifier	environmentObject	13.0	yes	uses=160; apps=6
modifier	equatable	13.0	yes	uses=1; apps=1
modifier	fileDialogBrowserOptions	17.0	no	uses=0; apps=0
modifier	fileDialogConfirmationLabel	17.0	no	uses=0; apps=0
modifier	fileDialogCustomizationID	17.0	no	uses=0; apps=0
modifier	fileDialogDefaultDirectory	17.0	no	uses=0; apps=0
modifier	fileDialogImportsUnresolvedAliases	17.0	no	uses=0; apps=0
modifier	fileDialogMessage	17.0	no	uses=0; apps=0
modifier	fileDialogURLEnabled	17.0	no	uses=0; apps=0
modifier	fileExporter	14.0	no	uses=0; apps=0
modifier	fileExporterFilenameLabel	17.0	no	uses=0; apps=0
modifier	fileImporter	14.0	no	uses=5; apps=3
modifier	fileMover	14.0	no	uses=0; apps=0
modifier	findDisabled	16.0	no	uses=0; apps=0
modifier	findNavigator	16.0	no	uses=0; apps=0
modifier	fixedSize	13.0	yes	uses=94; apps=9
modifier	flipsForRightToLeftLayoutDirection	13.0	no	uses=5; apps=3
modifier	focusable	17.0	no	uses=11; apps=4
modifier	focused	15.0	yes	uses=90; apps=7
modifier	focusedObject	16.0	no	uses=0; apps=0
modifier	focusedSceneObject	16.0	no	uses=0; apps=0
modifier	focusedSceneValue	15.0	no	uses=0; apps=0
modifier	focusedValue	14.0	no	uses=3; apps=1
modifier	focusEffectDisabled	17.0	no	uses=1; apps=1
modifier	font	13.0	yes	uses=1578; apps=11
modifier	fontDesign	16.1	no	uses=19; apps=4
modifier	fontWeight	16.0	yes	uses=318; apps=10
modifier	fontWidth	16.0	no	uses=4; apps=1
modifier	foregroundColor	13.0	yes	deprecated; uses=870; apps=8
modifier	foregroundStyle	15.0	yes	uses=1247; apps=8
modifier	formStyle	16.0	yes	uses=9; apps=3
modifier	frame	13.0	yes	uses=1490; apps=11
modifier	fullScreenCover	14.0	yes	uses=9; apps=4
modifier	gaugeStyle	16.0	no	uses=5; apps=2
modifier	geometryGroup	17.0	no	uses=3; apps=1
modifier	gesture	13.0	yes	uses=16; apps=5
modifier	grayscale	13.0	no	uses=0; apps=0
modifier	gridCellAnchor	16.0	no	uses=2; apps=1
modifier	gridCellColumns	16.0	no	uses=13; apps=1
modifier	gridCellUnsizedAxes	16.0	no	uses=0; apps=0
modifier	gridColumnAlignment	16.0	no	uses=7; apps=2
modifier	groupBoxStyle	14.0	no	uses=1; apps=1
modifier	handGestureShortcut	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	handlesExternalEvents	14.0	no	uses=1; apps=1
modifier	headerProminence	15.0	no	uses=1; apps=1
modifier	help	14.0	no	uses=2; apps=1
modifier	hidden	13.0	yes	uses=33; apps=6
modifier	highPriorityGesture	13.0	yes	uses=1; apps=1
modifier	hoverEffect	13.4	no	uses=29; apps=3
modifier	hoverEffectDisabled	17.0	no	uses=0; apps=0
modifier	hueRotation	13.0	no	uses=1; apps=1
modifier	id	13.0	yes	uses=152; apps=8
modifier	ignoresSafeArea	14.0	yes	uses=113; apps=9
modifier	imageScale	13.0	no	uses=44; apps=6
modifier	indexViewStyle	14.0	no	uses=1; apps=1
modifier	inspector	17.0	no	uses=0; apps=0
modifier	inspectorColumnWidth	17.0	no	uses=0; apps=0
modifier	interactionActivityTrackingTag	16.0	no	uses=0; apps=0
modifier	interactiveDismissDisabled	15.0	no	uses=35; apps=4
modifier	invalidatableContent	17.0	no	uses=0; apps=0
modifier	italic	16.0	yes	uses=7; apps=3
modifier	itemProvider	13.0	no	uses=0; apps=0
modifier	kerning	16.0	no	uses=1; apps=1
modifier	keyboardShortcut	14.0	no	uses=19; apps=2
modifier	keyboardType	13.0	yes	uses=37; apps=7
modifier	keyframeAnimator	17.0	no	uses=0; apps=0
modifier	labeledContentStyle	16.0	no	uses=9; apps=1
modifier	labelsHidden	13.0	yes	uses=16; apps=6
modifier	labelStyle	14.0	yes	uses=108; apps=6
modifier	labelsVisibility	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	layerEffect	17.0	no	uses=0; apps=0
modifier	layoutDirectionBehavior	17.0	no	uses=0; apps=0
modifier	layoutPriority	13.0	yes	uses=68; apps=4
modifier	layoutValue	16.0	no	uses=1; apps=1
modifier	lineLimit	13.0	yes	uses=302; apps=9
modifier	lineSpacing	13.0	no	uses=1; apps=1
modifier	listItemTint	14.0	no	uses=1; apps=1
modifier	listRowBackground	13.0	yes	uses=394; apps=6
modifier	listRowInsets	13.0	yes	uses=83; apps=7
modifier	listRowSeparator	15.0	yes	uses=57; apps=4
modifier	listRowSeparatorTint	15.0	no	uses=2; apps=1
modifier	listRowSpacing	15.0	no	uses=0; apps=0
modifier	listSectionSeparator	15.0	no	uses=8; apps=1
modifier	listSectionSeparatorTint	15.0	no	uses=0; apps=0
modifier	listSectionSpacing	17.0	no	uses=37; apps=1
modifier	listStyle	13.0	yes	uses=42; apps=7
modifier	luminanceToAlpha	13.0	no	uses=1; apps=1
modifier	mask	13.0	yes	uses=28; apps=6
modifier	matchedGeometryEffect	14.0	yes	uses=6; apps=2
modifier	matchedTransitionSource	18.0	no	iOS18 SDK only; uses=9; apps=3
modifier	materialActiveAppearance	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	menuActionDismissBehavior	16.4	no	uses=0; apps=0
modifier	menuIndicator	15.0	no	uses=1; apps=1
modifier	menuOrder	16.0	no	uses=3; apps=1
modifier	menuStyle	14.0	no	uses=11; apps=3
modifier	minimumScaleFactor	13.0	yes	uses=30; apps=5
modifier	modifier	13.0	yes	uses=36; apps=8
modifier	monospaced	16.0	yes	uses=9; apps=3
modifier	monospacedDigit	15.0	yes	uses=41; apps=6
modifier	moveDisabled	13.0	no	uses=2; apps=1
modifier	multilineTextAlignment	13.0	yes	uses=267; apps=11
modifier	navigationBarBackButtonHidden	13.0	yes	uses=29; apps=4
modifier	navigationBarHidden	13.0	yes	deprecated; uses=16; apps=4
modifier	navigationBarItems	13.0	yes	deprecated; uses=13; apps=2
modifier	navigationBarTitle	13.0	yes	deprecated; uses=50; apps=4
modifier	navigationBarTitleDisplayMode	14.0	yes	uses=177; apps=6
modifier	navigationDestination	16.0	yes	uses=38; apps=9
modifier	navigationDocument	16.0	no	uses=0; apps=0
modifier	navigationSplitViewColumnWidth	16.0	yes	uses=1; apps=1
modifier	navigationSplitViewStyle	16.0	yes	uses=1; apps=1
modifier	navigationTitle	14.0	yes	uses=341; apps=8
modifier	navigationTransition	18.0	no	iOS18 SDK only; uses=4; apps=3
modifier	navigationViewStyle	13.0	yes	deprecated; uses=7; apps=4
modifier	offset	13.0	yes	uses=135; apps=10
modifier	onAppear	13.0	yes	uses=258; apps=11
modifier	onChange	14.0	yes	uses=346; apps=10
modifier	onContinueUserActivity	14.0	no	uses=2; apps=1
modifier	onContinuousHover	16.0	no	uses=0; apps=0
modifier	onDelete	13.0	yes	on DynamicViewContent (ForEach); uses=24; apps=5; trellis:only on ForEach
modifier	onDisappear	13.0	yes	uses=38; apps=5
modifier	onDrag	13.4	no	uses=1; apps=1
modifier	onDrop	13.4	no	uses=3; apps=2
modifier	onGeometryChange	16.0	no	iOS18 SDK only; uses=5; apps=1
modifier	onHover	13.4	no	uses=2; apps=1
modifier	onInsert	13.0	no	on DynamicViewContent (ForEach); uses=0; apps=0
modifier	onKeyPress	17.0	yes	uses=3; apps=2
modifier	onLongPressGesture	13.0	no	uses=9; apps=4
modifier	onMove	13.0	yes	on DynamicViewContent (ForEach); uses=7; apps=4; trellis:only on ForEach
modifier	onOpenURL	14.0	no	uses=6; apps=5
modifier	onPencilDoubleTap	17.5	no	iOS18 SDK only; uses=0; apps=0
modifier	onPencilSqueeze	17.5	no	iOS18 SDK only; uses=0; apps=0
modifier	onPreferenceChange	13.0	yes	uses=26; apps=5
modifier	onReceive	13.0	yes	uses=98; apps=8
modifier	onScrollGeometryChange	18.0	no	iOS18 SDK only; uses=1; apps=1
modifier	onScrollPhaseChange	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	onScrollTargetVisibilityChange	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	onScrollVisibilityChange	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	onSubmit	15.0	yes	uses=31; apps=6
modifier	onTapGesture	13.0	yes	uses=155; apps=10
modifier	opacity	13.0	yes	uses=656; apps=10
modifier	overlay	13.0	yes	uses=266; apps=10
modifier	overlayPreferenceValue	13.0	no	uses=1; apps=1
modifier	padding	13.0	yes	uses=1894; apps=11
modifier	paletteSelectionEffect	17.0	no	uses=0; apps=0
modifier	persistentSystemOverlays	16.0	no	uses=1; apps=1
modifier	phaseAnimator	17.0	no	uses=0; apps=0
modifier	pickerStyle	13.0	yes	uses=89; apps=9
modifier	popover	13.0	yes	uses=6; apps=3
modifier	position	13.0	no	uses=26; apps=5
modifier	preference	13.0	yes	uses=17; apps=5
modifier	preferredColorScheme	13.0	yes	uses=22; apps=6
modifier	presentationBackground	16.4	no	uses=19; apps=2
modifier	presentationBackgroundInteraction	16.4	no	uses=4; apps=2
modifier	presentationCompactAdaptation	16.4	no	uses=2; apps=2
modifier	presentationContentInteraction	16.4	no	uses=0; apps=0
modifier	presentationCornerRadius	16.4	no	uses=3; apps=1
modifier	presentationDetents	16.0	no	uses=41; apps=3
modifier	presentationDragIndicator	16.0	no	uses=20; apps=2
modifier	presentationSizing	18.0	no	iOS18 SDK only; uses=2; apps=2
modifier	previewContext	14.0	no	uses=7; apps=1
modifier	previewDevice	13.0	yes	uses=6; apps=3
modifier	previewDisplayName	13.0	yes	uses=403; apps=4
modifier	previewInterfaceOrientation	15.0	yes	uses=2; apps=2
modifier	previewLayout	13.0	yes	uses=82; apps=4
modifier	privacySensitive	15.0	no	uses=1; apps=1
modifier	progressViewStyle	14.0	no	uses=23; apps=6
modifier	projectionEffect	13.0	no	uses=0; apps=0
modifier	redacted	14.0	no	uses=36; apps=5
modifier	refreshable	15.0	no	uses=39; apps=4
modifier	renameAction	16.0	no	uses=0; apps=0
modifier	replaceDisabled	16.0	no	uses=0; apps=0
modifier	rotation3DEffect	13.0	yes	uses=4; apps=1
modifier	rotationEffect	13.0	yes	uses=30; apps=9
modifier	safeAreaInset	15.0	no	uses=23; apps=5
modifier	safeAreaPadding	17.0	no	uses=0; apps=0
modifier	saturation	13.0	no	uses=1; apps=1
modifier	scaledToFill	13.0	no	uses=21; apps=6
modifier	scaledToFit	13.0	no	uses=57; apps=9
modifier	scaleEffect	13.0	yes	uses=77; apps=9
modifier	scenePadding	15.0	no	uses=4; apps=2
modifier	scrollBounceBehavior	16.4	no	uses=20; apps=3
modifier	scrollClipDisabled	17.0	no	uses=16; apps=3
modifier	scrollContentBackground	16.0	no	uses=123; apps=4
modifier	scrollDisabled	16.0	no	uses=5; apps=2
modifier	scrollDismissesKeyboard	16.0	no	uses=18; apps=2
modifier	scrollIndicators	16.0	no	uses=24; apps=4
modifier	scrollIndicatorsFlash	17.0	no	uses=2; apps=2
modifier	scrollInputBehavior	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	scrollPosition	17.0	no	uses=5; apps=2
modifier	scrollTargetBehavior	17.0	no	uses=5; apps=3
modifier	scrollTargetLayout	17.0	no	uses=9; apps=4
modifier	scrollTransition	17.0	no	uses=0; apps=0
modifier	searchable	15.0	yes	uses=22; apps=9
modifier	searchCompletion	15.0	no	uses=3; apps=1
modifier	searchDictationBehavior	17.0	no	uses=0; apps=0
modifier	searchFocused	18.0	no	iOS18 SDK only; uses=3; apps=2
modifier	searchPresentationToolbarBehavior	17.1	no	uses=0; apps=0
modifier	searchScopes	16.0	no	uses=1; apps=1
modifier	searchSuggestions	16.0	no	uses=3; apps=1
modifier	sectionActions	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	selectionDisabled	17.0	no	uses=0; apps=0
modifier	sensoryFeedback	17.0	no	uses=0; apps=0
modifier	shadow	13.0	yes	uses=79; apps=9
modifier	sheet	13.0	yes	uses=155; apps=11
modifier	simultaneousGesture	13.0	yes	uses=6; apps=3
modifier	speechAdjustedPitch	15.0	no	uses=0; apps=0
modifier	speechAlwaysIncludesPunctuation	15.0	no	uses=0; apps=0
modifier	speechAnnouncementsQueued	15.0	no	uses=0; apps=0
modifier	speechSpellsOutCharacters	15.0	no	uses=0; apps=0
modifier	springLoadingBehavior	17.0	no	uses=0; apps=0
modifier	statusBar	13.0	no	deprecated; uses=1; apps=1
modifier	statusBarHidden	13.0	no	uses=3; apps=1
modifier	strikethrough	16.0	no	uses=17; apps=1
modifier	submitLabel	15.0	yes	uses=10; apps=2
modifier	submitScope	15.0	no	uses=0; apps=0
modifier	swipeActions	15.0	yes	uses=27; apps=6
modifier	symbolEffect	17.0	no	uses=4; apps=3
modifier	symbolEffectsRemoved	17.0	no	uses=0; apps=0
modifier	symbolRenderingMode	15.0	no	uses=47; apps=6
modifier	symbolVariant	15.0	no	uses=11; apps=4
modifier	tabItem	13.0	yes	uses=17; apps=4
modifier	tableColumnHeaders	17.0	no	uses=0; apps=0
modifier	tableStyle	16.0	no	uses=1; apps=1
modifier	tabViewCustomization	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	tabViewSidebarBottomBar	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	tabViewSidebarFooter	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	tabViewSidebarHeader	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	tabViewStyle	14.0	no	uses=6; apps=5
modifier	tag	13.0	yes	uses=252; apps=9
modifier	task	15.0	yes	uses=92; apps=9
modifier	textCase	14.0	no	uses=22; apps=4
modifier	textContentType	13.0	yes	uses=21; apps=7
modifier	textEditorStyle	17.0	no	uses=0; apps=0
modifier	textFieldStyle	13.0	yes	uses=15; apps=3
modifier	textInputAutocapitalization	15.0	yes	uses=23; apps=6
modifier	textRenderer	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	textScale	17.0	no	uses=0; apps=0
modifier	textSelection	15.0	no	uses=9; apps=3
modifier	textSelectionAffinity	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	tint	15.0	yes	uses=208; apps=8
modifier	toggleStyle	13.0	yes	uses=14; apps=3
modifier	toolbar	14.0	yes	uses=210; apps=9
modifier	toolbarBackground	16.0	yes	uses=8; apps=4
modifier	toolbarBackgroundVisibility	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	toolbarColorScheme	16.0	no	uses=1; apps=1
modifier	toolbarRole	16.0	no	uses=6; apps=2
modifier	toolbarTitleDisplayMode	17.0	yes	uses=54; apps=1
modifier	toolbarTitleMenu	16.0	no	uses=0; apps=0
modifier	toolbarVisibility	18.0	no	iOS18 SDK only; uses=2; apps=2
modifier	tracking	16.0	no	uses=1; apps=1
modifier	transaction	13.0	yes	uses=3; apps=3
modifier	transformAnchorPreference	13.0	no	uses=0; apps=0
modifier	transformEffect	13.0	no	uses=0; apps=0
modifier	transformEnvironment	13.0	yes	uses=0; apps=0
modifier	transformPreference	13.0	no	uses=0; apps=0
modifier	transition	13.0	yes	uses=103; apps=10
modifier	truncationMode	13.0	yes	uses=6; apps=4
modifier	typeSelectEquivalent	16.0	no	uses=0; apps=0
modifier	typesettingLanguage	17.0	no	uses=0; apps=0
modifier	underline	16.0	no	uses=6; apps=4
modifier	unredacted	14.0	no	uses=0; apps=0
modifier	userActivity	14.0	no	uses=0; apps=0
modifier	visualEffect	17.0	no	uses=1; apps=1
modifier	windowToolbarFullScreenVisibility	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	writingToolsBehavior	18.0	no	iOS18 SDK only; uses=0; apps=0
modifier	zIndex	13.0	no	uses=28; apps=5
shape_modifier	fill	13.0	yes	uses=206; apps=10
shape_modifier	intersection	17.0	no	uses~1 (shared name, not counted)
shape_modifier	lineIntersection	17.0	no	uses=0; apps=0
shape_modifier	lineSubtraction	17.0	no	uses=0; apps=0
shape_modifier	offset	13.0	no	uses~135 (shared name, not counted)
shape_modifier	rotation	13.0	no	uses~0 (shared name, not counted)
shape_modifier	scale	13.0	no	uses~16 (shared name, not counted)
shape_modifier	size	13.0	no	uses~32 (shared name, not counted)
shape_modifier	sizeThatFits	16.0	no	uses~27 (shared name, not counted)
shape_modifier	stroke	13.0	yes	uses=110; apps=9
shape_modifier	strokeBorder	13.0	yes	uses=29; apps=9
shape_modifier	subtracting	17.0	no	uses~9 (shared name, not counted)
shape_modifier	symmetricDifference	17.0	no	uses~0 (shared name, not counted)
shape_modifier	transform	13.0	no	uses~2 (shared name, not counted)
shape_modifier	trim	13.0	yes	uses=3; apps=3
shape_modifier	union	17.0	no	uses~0 (shared name, not counted)
type	AccessibilityActionCategory	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AccessibilityActionKind	13.0	no	kind=struct; uses=0; apps=0
type	AccessibilityAdjustmentDirection	13.0	no	kind=enum; uses=0; apps=0
type	AccessibilityAttachmentModifier	13.0	no	kind=struct; uses=0; apps=0
type	AccessibilityChildBehavior	13.0	yes	kind=struct; uses=0; apps=0
type	AccessibilityCustomContentKey	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilityDirectTouchOptions	17.0	no	kind=struct; uses=0; apps=0
type	AccessibilityFocusState	15.0	no	kind=property wrapper; uses=5; apps=2
type	AccessibilityHeadingLevel	15.0	no	kind=enum; uses=0; apps=0
type	AccessibilityLabeledPairRole	14.0	no	kind=enum; uses=0; apps=0
type	AccessibilityRotorContent	15.0	no	kind=protocol; uses=0; apps=0
type	AccessibilityRotorContentBuilder	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilityRotorEntry	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilitySystemRotor	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilityTechnologies	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilityTextContentType	15.0	no	kind=struct; uses=0; apps=0
type	AccessibilityTraits	13.0	yes	kind=struct; uses=0; apps=0
type	AccessibilityZoomGestureAction	16.0	no	kind=struct; uses=0; apps=0
type	AccessoryCircularCapacityGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	AccessoryCircularGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	AccessoryLinearCapacityGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	AccessoryLinearGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	ActionSheet	13.0	no	kind=struct; deprecated; uses=17; apps=2
type	AdaptableTabBarPlacement	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	Alert	13.0	yes	kind=struct; deprecated; uses=32; apps=5
type	Alignment	13.0	yes	kind=struct; uses=32; apps=6
type	AlignmentID	13.0	no	kind=protocol; uses=2; apps=2
type	Anchor	13.0	yes	kind=struct; uses=0; apps=0
type	Angle	13.0	yes	kind=struct; uses=38; apps=8
type	Animatable	13.0	no	kind=protocol; uses=0; apps=0
type	AnimatableModifier	13.0	no	kind=protocol; deprecated; uses=0; apps=0
type	AnimatablePair	13.0	no	kind=struct; uses=2; apps=1
type	Animation	13.0	yes	kind=struct; uses=26; apps=6
type	AnimationCompletionCriteria	17.0	yes	kind=struct; uses=0; apps=0
type	AnimationContext	17.0	no	kind=struct; uses=0; apps=0
type	AnimationState	17.0	no	kind=struct; uses=0; apps=0
type	AnimationStateKey	17.0	no	kind=protocol; uses=0; apps=0
type	AnimationTimelineSchedule	15.0	no	kind=struct; uses=0; apps=0
type	AnyGesture	13.0	no	kind=struct; uses=0; apps=0
type	AnyGradient	16.0	no	kind=struct; uses=0; apps=0
type	AnyLayout	16.0	no	kind=struct; uses=7; apps=1
type	AnyScrollTargetBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AnyShapeStyle	15.0	no	kind=style; uses=23; apps=4
type	AnyTabContent	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AnyTransition	13.0	yes	kind=struct; uses=19; apps=6
type	App	14.0	yes	kind=protocol; uses=114; apps=11
type	AppStorage	14.0	yes	kind=property wrapper; uses=92; apps=5
type	AsymmetricTransition	17.0	no	kind=struct; uses=0; apps=0
type	AsyncImagePhase	15.0	no	kind=enum; uses=0; apps=0
type	AutomaticControlGroupStyle	15.0	no	kind=style; uses=0; apps=0
type	AutomaticDisclosureGroupStyle	16.0	no	kind=style; uses=0; apps=0
type	AutomaticFormStyle	16.0	yes	kind=style; uses=0; apps=0
type	AutomaticHoverEffect	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AutomaticLabeledContentStyle	16.0	no	kind=style; uses=0; apps=0
type	AutomaticNavigationSplitViewStyle	16.0	yes	kind=style; uses=0; apps=0
type	AutomaticNavigationTransition	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AutomaticPresentationSizing	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	AutomaticTableStyle	16.0	no	kind=style; uses=0; apps=0
type	AutomaticTextEditorStyle	17.0	no	kind=style; uses=0; apps=0
type	AXChartDescriptorRepresentable	15.0	no	kind=protocol; uses=0; apps=0
type	Axis	13.0	yes	kind=enum; uses=28; apps=3
type	BackgroundProminence	17.0	no	kind=struct; uses=0; apps=0
type	BackgroundStyle	14.0	no	kind=style; uses=3; apps=1
type	BackgroundTask	16.0	no	kind=struct; uses=0; apps=0
type	BadgeProminence	17.0	no	kind=struct; uses=0; apps=0
type	BalancedNavigationSplitViewStyle	16.0	yes	kind=style; uses=0; apps=0
type	Bindable	17.0	yes	kind=property wrapper; uses=131; apps=5
type	Binding	13.0	yes	kind=property wrapper; uses=711; apps=11
type	BlendMode	13.0	no	kind=enum; uses=0; apps=0
type	BlurReplaceTransition	17.0	no	kind=struct; uses=0; apps=0
type	BorderedButtonStyle	15.0	yes	kind=style; uses=0; apps=0
type	BorderedProminentButtonStyle	15.0	yes	kind=style; uses=0; apps=0
type	BorderlessButtonMenuStyle	14.0	no	kind=style; deprecated; uses=0; apps=0
type	BorderlessButtonStyle	13.0	yes	kind=style; uses=38; apps=3
type	ButtonMenuStyle	16.0	no	kind=style; uses=0; apps=0
type	ButtonRepeatBehavior	17.0	no	kind=struct; uses=0; apps=0
type	ButtonRole	15.0	yes	kind=struct; uses=1; apps=1
type	ButtonStyle	13.0	yes	kind=protocol; uses=37; apps=5
type	ButtonStyleConfiguration	13.0	yes	kind=struct; uses=0; apps=0
type	ButtonToggleStyle	15.0	yes	kind=style; uses=0; apps=0
type	CircularProgressViewStyle	14.0	no	kind=style; uses=12; apps=2
type	ColorMatrix	15.0	no	kind=struct; uses=0; apps=0
type	ColorRenderingMode	13.0	no	kind=enum; uses=0; apps=0
type	ColorScheme	13.0	yes	kind=enum; uses=29; apps=7
type	ColorSchemeContrast	13.0	no	kind=enum; uses=0; apps=0
type	ColumnNavigationViewStyle	15.0	yes	kind=style; deprecated; uses=0; apps=0
type	ColumnsFormStyle	16.0	yes	kind=style; uses=0; apps=0
type	CommandGroup	14.0	no	kind=struct; uses=7; apps=2
type	CommandGroupPlacement	14.0	no	kind=struct; uses=0; apps=0
type	CommandMenu	14.0	no	kind=struct; uses=2; apps=2
type	Commands	14.0	no	kind=protocol; uses=2; apps=2
type	CommandsBuilder	14.0	no	kind=struct; uses=1; apps=1
type	CompactDatePickerStyle	14.0	yes	kind=style; uses=0; apps=0
type	CompactMenuControlGroupStyle	16.4	no	kind=style; uses=0; apps=0
type	ContainerBackgroundPlacement	17.0	no	kind=struct; uses=0; apps=0
type	ContainerValueKey	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	ContainerValues	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ContentMarginPlacement	17.0	no	kind=struct; uses=0; apps=0
type	ContentMode	13.0	no	kind=enum; uses=4; apps=1
type	ContentShapeKinds	15.0	no	kind=struct; uses=0; apps=0
type	ContentSizeCategory	13.0	no	kind=enum; deprecated; uses=2; apps=1
type	ContentTransition	16.0	yes	kind=struct; uses=0; apps=0
type	ContextMenu	13.0	no	kind=struct; deprecated; uses=1; apps=1
type	ControlGroupStyle	15.0	no	kind=protocol; uses=0; apps=0
type	ControlGroupStyleConfiguration	15.0	no	kind=struct; uses=0; apps=0
type	ControlSize	15.0	yes	kind=enum; uses=1; apps=1
type	CoordinateSpace	13.0	yes	kind=enum; uses=12; apps=1
type	CoordinateSpaceProtocol	17.0	no	kind=protocol; uses=0; apps=0
type	CubicKeyframe	17.0	no	kind=struct; uses=0; apps=0
type	CustomAnimation	17.0	no	kind=protocol; uses=0; apps=0
type	CustomHoverEffect	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	CustomizableToolbarContent	14.0	no	kind=protocol; uses=0; apps=0
type	CustomPresentationDetent	16.0	no	kind=protocol; uses=0; apps=0
type	DatePickerComponents	13.0	yes	kind=struct; uses=0; apps=0
type	DatePickerStyle	13.0	yes	kind=protocol; uses=0; apps=0
type	DatePickerStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	DefaultButtonStyle	13.0	yes	kind=style; uses=0; apps=0
type	DefaultDatePickerStyle	13.0	yes	kind=style; uses=0; apps=0
type	DefaultFocusEvaluationPriority	16.0	no	kind=struct; uses=0; apps=0
type	DefaultGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	DefaultGroupBoxStyle	14.0	no	kind=style; uses=0; apps=0
type	DefaultLabelStyle	14.0	yes	kind=style; uses=0; apps=0
type	DefaultListStyle	13.0	yes	kind=style; uses=0; apps=0
type	DefaultMenuStyle	14.0	no	kind=style; uses=0; apps=0
type	DefaultNavigationViewStyle	13.0	yes	kind=style; deprecated; uses=0; apps=0
type	DefaultPickerStyle	13.0	yes	kind=style; uses=0; apps=0
type	DefaultProgressViewStyle	14.0	no	kind=style; uses=0; apps=0
type	DefaultTabViewStyle	14.0	no	kind=style; uses=0; apps=0
type	DefaultTextFieldStyle	13.0	yes	kind=style; uses=0; apps=0
type	DefaultToggleStyle	13.0	yes	kind=style; uses=0; apps=0
type	DialogSeverity	17.0	no	kind=struct; uses=0; apps=0
type	DisabledTextSelectability	15.0	no	kind=struct; uses=0; apps=0
type	DisclosureGroupStyle	16.0	no	kind=protocol; uses=0; apps=0
type	DisclosureGroupStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	DisclosureTableRow	17.0	no	kind=struct; uses=0; apps=0
type	DismissAction	15.0	yes	kind=struct; uses=3; apps=2
type	DismissBehavior	17.0	no	kind=struct; uses=0; apps=0
type	DismissSearchAction	15.0	no	kind=struct; uses=0; apps=0
type	DismissWindowAction	17.0	no	kind=struct; uses=3; apps=1
type	DocumentBaseBox	17.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	DocumentConfiguration	17.0	no	kind=struct; uses=0; apps=0
type	DocumentLaunchGeometryProxy	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	DoubleColumnNavigationViewStyle	13.0	no	kind=style; deprecated; uses=0; apps=0
type	DragGesture	13.0	yes	kind=struct; uses=20; apps=6
type	DropDelegate	13.4	no	kind=protocol; uses=3; apps=1
type	DropInfo	13.4	no	kind=struct; uses=4; apps=1
type	DropOperation	13.4	no	kind=enum; uses=0; apps=0
type	DropProposal	13.4	no	kind=struct; uses=2; apps=1
type	DynamicProperty	13.0	yes	kind=protocol; uses=9; apps=1
type	DynamicTableRowContent	16.0	no	kind=protocol; uses=0; apps=0
type	DynamicTypeSize	15.0	yes	kind=enum; uses=8; apps=2
type	DynamicViewContent	13.0	no	kind=protocol; uses=0; apps=0
type	Edge	13.0	yes	kind=enum; uses=16; apps=4
type	EdgeInsets	13.0	yes	kind=struct; uses=169; apps=9
type	EditActions	16.0	no	kind=struct; uses=0; apps=0
type	EditMode	13.0	yes	kind=enum; uses=3; apps=2
type	EmptyAnimatableData	13.0	no	kind=struct; uses=0; apps=0
type	EmptyCommands	14.0	no	kind=struct; uses=0; apps=0
type	EmptyHoverEffect	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	EmptyMatchedTransitionSourceConfiguration	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	EmptyModifier	13.0	no	kind=struct; uses=0; apps=0
type	EmptyTableRowContent	16.0	no	kind=struct; uses=0; apps=0
type	EmptyVisualEffect	17.0	no	kind=struct; uses=0; apps=0
type	EnabledTextSelectability	15.0	no	kind=struct; uses=0; apps=0
type	Entry	13.0	no	kind=macro; iOS18 SDK only; uses=44; apps=4
type	Environment	13.0	yes	kind=property wrapper; uses=973; apps=9
type	EnvironmentalModifier	13.0	no	kind=protocol; uses=1; apps=1
type	EnvironmentKey	13.0	yes	kind=protocol; uses=11; apps=3
type	EnvironmentObject	13.0	yes	kind=property wrapper; uses=121; apps=6
type	EnvironmentValues	13.0	yes	kind=struct; uses=38; apps=7
type	EventModifiers	13.0	yes	kind=struct; uses=0; apps=0
type	EveryMinuteTimelineSchedule	15.0	no	kind=struct; uses=0; apps=0
type	ExclusiveGesture	13.0	no	kind=struct; uses=0; apps=0
type	ExplicitTimelineSchedule	15.0	no	kind=struct; uses=0; apps=0
type	FetchedResults	13.0	no	kind=struct; uses=9; apps=1
type	FetchRequest	13.0	no	kind=property wrapper; uses=9; apps=1
type	FileDialogBrowserOptions	17.0	no	kind=struct; uses=0; apps=0
type	FileDocument	14.0	no	kind=protocol; uses=0; apps=0
type	FileDocumentConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	FileDocumentReadConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	FileDocumentWriteConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	FillShapeStyle	17.0	no	kind=style; uses=0; apps=0
type	FillStyle	13.0	yes	kind=struct; uses=1; apps=1
type	FittedPresentationSizing	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	FixedTextVariant	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	FocusedBinding	14.0	no	kind=property wrapper; uses=0; apps=0
type	FocusedObject	16.0	no	kind=property wrapper; uses=0; apps=0
type	FocusedValue	14.0	no	kind=property wrapper; uses=3; apps=1
type	FocusedValueKey	14.0	no	kind=protocol; uses=0; apps=0
type	FocusedValues	14.0	no	kind=struct; uses=2; apps=1
type	FocusInteractions	17.0	no	kind=struct; uses=0; apps=0
type	FocusState	15.0	yes	kind=property wrapper; uses=79; apps=7
type	Font	13.0	yes	kind=struct; uses=231; apps=8
type	ForEachSectionCollection	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ForEachSubviewCollection	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ForegroundStyle	13.0	yes	kind=style; uses=0; apps=0
type	FormPresentationSizing	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	FormStyle	16.0	yes	kind=protocol; uses=0; apps=0
type	FormStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	GaugeStyle	16.0	no	kind=protocol; uses=1; apps=1
type	GaugeStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	GeometryEffect	13.0	no	kind=protocol; uses=3; apps=2
type	GeometryProxy	13.0	yes	kind=struct; uses=24; apps=7
type	Gesture	13.0	yes	kind=protocol; uses=2; apps=2
type	GestureMask	13.0	yes	kind=struct; uses=0; apps=0
type	GestureState	13.0	no	kind=property wrapper; uses=9; apps=3
type	GestureStateGesture	13.0	no	kind=struct; uses=0; apps=0
type	GlobalCoordinateSpace	17.0	no	kind=struct; uses=0; apps=0
type	Gradient	13.0	yes	kind=struct; uses=75; apps=9
type	GraphicalDatePickerStyle	14.0	yes	kind=style; uses=0; apps=0
type	GraphicsContext	15.0	no	kind=struct; uses=0; apps=0
type	GridItem	14.0	no	kind=struct; uses=34; apps=9
type	GridLayout	16.0	no	kind=struct; uses=1; apps=1
type	GroupBoxStyle	14.0	no	kind=protocol; uses=2; apps=1
type	GroupBoxStyleConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	GroupedFormStyle	16.0	yes	kind=style; uses=0; apps=0
type	GroupedListStyle	13.0	yes	kind=style; uses=3; apps=2
type	HandGestureShortcut	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	HierarchicalShapeStyle	15.0	no	kind=style; uses=3; apps=1
type	HierarchicalShapeStyleModifier	17.0	no	kind=struct; uses=0; apps=0
type	HighlightHoverEffect	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	HorizontalAlignment	13.0	yes	kind=struct; uses=12; apps=3
type	HorizontalDirection	18.0	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	HorizontalEdge	15.0	yes	kind=enum; uses=10; apps=2
type	HoverEffect	13.4	no	kind=struct; uses=0; apps=0
type	HoverPhase	16.0	no	kind=enum; uses=0; apps=0
type	HStackLayout	16.0	no	kind=struct; uses=3; apps=1
type	IconOnlyLabelStyle	14.0	yes	kind=style; uses=0; apps=0
type	IdentityTransition	17.0	no	kind=struct; uses=0; apps=0
type	ImagePaint	13.0	no	kind=struct; uses=0; apps=0
type	ImageRenderer	16.0	no	kind=class; uses=11; apps=4
type	IndexedIdentifierCollection	16.0	no	kind=struct; uses=0; apps=0
type	IndexViewStyle	14.0	no	kind=protocol; uses=0; apps=0
type	InlinePickerStyle	14.0	yes	kind=style; uses=1; apps=1
type	InsetGroupedListStyle	14.0	yes	kind=style; uses=1; apps=1
type	InsetListStyle	14.0	yes	kind=style; uses=0; apps=0
type	InsettableShape	13.0	yes	kind=protocol; uses=7; apps=3
type	InsetTableStyle	16.0	no	kind=style; uses=0; apps=0
type	InspectorCommands	17.0	no	kind=struct; uses=0; apps=0
type	InterfaceOrientation	15.0	yes	kind=struct; uses=0; apps=0
type	ItemProviderTableRowModifier	16.0	no	kind=struct; uses=0; apps=0
type	KeyboardShortcut	14.0	no	kind=struct; uses=0; apps=0
type	KeyEquivalent	14.0	yes	kind=struct; uses=2; apps=1
type	Keyframes	17.0	no	kind=protocol; uses=0; apps=0
type	KeyframesBuilder	17.0	no	kind=struct; uses=0; apps=0
type	KeyframeTimeline	17.0	no	kind=struct; uses=0; apps=0
type	KeyframeTrack	17.0	no	kind=struct; uses=0; apps=0
type	KeyframeTrackContent	17.0	no	kind=protocol; uses=0; apps=0
type	KeyframeTrackContentBuilder	17.0	no	kind=struct; uses=0; apps=0
type	KeyPress	17.0	yes	kind=struct; uses=0; apps=0
type	LabeledContentStyle	16.0	no	kind=protocol; uses=8; apps=1
type	LabeledContentStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	LabelStyle	14.0	yes	kind=protocol; uses=14; apps=2
type	LabelStyleConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	Layout	16.0	no	kind=protocol; uses=25; apps=5
type	LayoutDirection	13.0	yes	kind=enum; uses=5; apps=3
type	LayoutDirectionBehavior	17.0	no	kind=enum; uses=0; apps=0
type	LayoutProperties	16.0	no	kind=struct; uses=0; apps=0
type	LayoutSubview	16.0	no	kind=struct; uses=4; apps=2
type	LayoutSubviews	16.0	no	kind=struct; uses=2; apps=1
type	LayoutValueKey	16.0	no	kind=protocol; uses=5; apps=2
type	LegibilityWeight	13.0	no	kind=enum; uses=0; apps=0
type	LiftHoverEffect	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	LimitedAvailabilityConfiguration	16.1	no	kind=struct; uses=0; apps=0
type	LinearCapacityGaugeStyle	16.0	no	kind=style; uses=0; apps=0
type	LinearKeyframe	17.0	no	kind=struct; uses=0; apps=0
type	LinearProgressViewStyle	14.0	no	kind=style; uses=1; apps=1
type	LinkShapeStyle	17.0	no	kind=style; uses=0; apps=0
type	ListItemTint	14.0	no	kind=struct; uses=0; apps=0
type	ListSectionSpacing	17.0	no	kind=struct; uses=0; apps=0
type	ListStyle	13.0	yes	kind=protocol; uses=0; apps=0
type	LocalCoordinateSpace	17.0	no	kind=struct; uses=0; apps=0
type	LocalizedStringKey	13.0	yes	kind=struct; uses=102; apps=6
type	LongPressGesture	13.0	no	kind=struct; uses=2; apps=2
type	MagnificationGesture	13.0	no	kind=struct; deprecated; uses=3; apps=1
type	MagnifyGesture	17.0	no	kind=struct; uses=0; apps=0
type	MatchedGeometryProperties	14.0	yes	kind=struct; uses=0; apps=0
type	MatchedTransitionSourceConfiguration	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	Material	15.0	yes	kind=struct; uses=26; apps=4
type	MaterialActiveAppearance	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	MenuActionDismissBehavior	16.4	no	kind=struct; uses=0; apps=0
type	MenuControlGroupStyle	16.4	no	kind=style; uses=0; apps=0
type	MenuOrder	16.0	no	kind=struct; uses=0; apps=0
type	MenuPickerStyle	14.0	yes	kind=style; uses=6; apps=1
type	MenuStyle	14.0	no	kind=protocol; uses=0; apps=0
type	MenuStyleConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	MoveKeyframe	17.0	no	kind=struct; uses=0; apps=0
type	MoveTransition	17.0	no	kind=struct; uses=0; apps=0
type	NamedCoordinateSpace	17.0	no	kind=struct; uses=0; apps=0
type	Namespace	14.0	yes	kind=property wrapper; uses=45; apps=4
type	NavigationBarItem	13.0	yes	kind=struct; uses=1; apps=1
type	NavigationControlGroupStyle	15.0	no	kind=style; uses=0; apps=0
type	NavigationLinkPickerStyle	16.0	yes	kind=style; uses=0; apps=0
type	NavigationPath	16.0	yes	kind=struct; uses=15; apps=4
type	NavigationSplitViewColumn	17.0	no	kind=struct; uses=0; apps=0
type	NavigationSplitViewStyle	16.0	yes	kind=protocol; uses=0; apps=0
type	NavigationSplitViewStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	NavigationSplitViewVisibility	16.0	yes	kind=struct; uses=1; apps=1
type	NavigationTransition	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	NavigationViewStyle	13.0	yes	kind=protocol; deprecated; uses=0; apps=0
type	ObservedObject	13.0	yes	kind=property wrapper; uses=170; apps=5
type	OffsetTransition	17.0	no	kind=struct; uses=0; apps=0
type	OnInsertTableRowModifier	16.0	no	kind=struct; uses=0; apps=0
type	OpacityTransition	17.0	no	kind=struct; uses=0; apps=0
type	OpenURLAction	14.0	yes	kind=struct; uses=19; apps=2
type	OpenWindowAction	16.0	no	kind=struct; uses=5; apps=1
type	PageIndexViewStyle	14.0	no	kind=style; uses=1; apps=1
type	PagePresentationSizing	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PageTabViewStyle	14.0	no	kind=style; uses=1; apps=1
type	PagingScrollTargetBehavior	17.0	no	kind=struct; uses=0; apps=0
type	PaletteControlGroupStyle	17.0	no	kind=style; uses=0; apps=0
type	PalettePickerStyle	17.0	no	kind=style; uses=0; apps=0
type	PaletteSelectionEffect	17.0	no	kind=struct; uses=0; apps=0
type	PencilDoubleTapGestureValue	17.5	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PencilHoverPose	17.5	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PencilPreferredAction	17.5	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PencilSqueezeGesturePhase	17.5	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	PencilSqueezeGestureValue	17.5	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PeriodicTimelineSchedule	15.0	no	kind=struct; uses=0; apps=0
type	PickerStyle	13.0	yes	kind=protocol; uses=0; apps=0
type	PinnedScrollableViews	14.0	yes	kind=struct; uses=0; apps=0
type	PlaceholderTextShapeStyle	17.0	no	kind=style; uses=0; apps=0
type	PlainButtonStyle	13.0	yes	kind=style; uses=13; apps=2
type	PlainListStyle	13.0	yes	kind=style; uses=4; apps=2
type	PlainTextEditorStyle	17.0	no	kind=style; uses=0; apps=0
type	PlainTextFieldStyle	13.0	yes	kind=style; uses=0; apps=0
type	PopoverAttachmentAnchor	13.0	yes	kind=enum; uses=0; apps=0
type	PreferenceKey	13.0	yes	kind=protocol; uses=24; apps=5
type	PreferredColorSchemeKey	13.0	no	kind=struct; uses=0; apps=0
type	PresentationAdaptation	16.4	no	kind=struct; uses=1; apps=1
type	PresentationBackgroundInteraction	16.4	no	kind=struct; uses=0; apps=0
type	PresentationContentInteraction	16.4	no	kind=struct; uses=0; apps=0
type	PresentationDetent	16.0	no	kind=struct; uses=47; apps=3
type	PresentationMode	13.0	no	kind=struct; deprecated; uses=1; apps=1
type	PresentationSizing	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	PresentationSizingContext	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	PresentationSizingRoot	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	Preview	13.0	yes	kind=macro; uses=101; apps=7
type	Previewable	17.0	yes	kind=macro; iOS18 SDK only; uses=1; apps=1
type	PreviewContext	14.0	no	kind=protocol; uses=0; apps=0
type	PreviewContextKey	14.0	no	kind=protocol; uses=0; apps=0
type	PreviewDevice	13.0	yes	kind=struct; uses=4; apps=1
type	PreviewModifier	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	PreviewPlatform	13.0	yes	kind=enum; uses=0; apps=0
type	PreviewProvider	13.0	yes	kind=protocol; uses=449; apps=8
type	PrimitiveButtonStyle	13.0	yes	kind=protocol; uses=7; apps=2
type	PrimitiveButtonStyleConfiguration	13.0	yes	kind=struct; uses=2; apps=1
type	ProgressViewStyle	14.0	no	kind=protocol; uses=5; apps=2
type	ProgressViewStyleConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	ProjectionTransform	13.0	no	kind=struct; uses=6; apps=2
type	Prominence	15.0	no	kind=enum; uses=0; apps=0
type	ProminentDetailNavigationSplitViewStyle	16.0	yes	kind=style; uses=0; apps=0
type	ProposedViewSize	16.0	no	kind=struct; uses=75; apps=5
type	PushTransition	17.0	no	kind=struct; uses=0; apps=0
type	RectangleCornerRadii	16.0	no	kind=struct; uses=0; apps=0
type	RedactionReasons	14.0	no	kind=struct; uses=0; apps=0
type	ReferenceFileDocument	14.0	no	kind=protocol; uses=0; apps=0
type	ReferenceFileDocumentConfiguration	14.0	no	kind=struct; uses=0; apps=0
type	RefreshAction	15.0	no	kind=struct; uses=0; apps=0
type	RenameAction	16.0	no	kind=struct; uses=0; apps=0
type	RotateGesture	17.0	no	kind=struct; uses=0; apps=0
type	RotationGesture	13.0	no	kind=struct; deprecated; uses=0; apps=0
type	RoundedBorderTextFieldStyle	13.0	yes	kind=style; uses=1; apps=1
type	RoundedCornerStyle	13.0	yes	kind=enum; uses=2; apps=1
type	SafeAreaRegions	14.0	yes	kind=struct; uses=0; apps=0
type	ScaledMetric	14.0	no	kind=property wrapper; uses=49; apps=3
type	ScaleTransition	17.0	no	kind=struct; uses=0; apps=0
type	Scene	14.0	yes	kind=protocol; uses=53; apps=11
type	SceneBuilder	14.0	yes	kind=struct; uses=1; apps=1
type	ScenePadding	16.0	no	kind=struct; uses=0; apps=0
type	ScenePhase	14.0	yes	kind=enum; uses=4; apps=3
type	SceneRestorationBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SceneStorage	14.0	no	kind=property wrapper; uses=1; apps=1
type	ScrollAnchorRole	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollBounceBehavior	16.4	no	kind=struct; uses=0; apps=0
type	ScrollContentOffsetAdjustmentBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollDismissesKeyboardMode	16.0	no	kind=struct; uses=0; apps=0
type	ScrollGeometry	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollIndicatorVisibility	16.0	no	kind=struct; uses=0; apps=0
type	ScrollInputBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollInputKind	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollPhase	18.0	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	ScrollPhaseChangeContext	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollPosition	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ScrollTarget	17.0	no	kind=struct; uses=0; apps=0
type	ScrollTargetBehavior	17.0	no	kind=protocol; uses=0; apps=0
type	ScrollTargetBehaviorContext	17.0	no	kind=struct; uses=0; apps=0
type	ScrollTransitionConfiguration	17.0	no	kind=struct; uses=0; apps=0
type	ScrollTransitionPhase	17.0	no	kind=enum; uses=1; apps=1
type	ScrollViewProxy	14.0	no	kind=struct; uses=7; apps=3
type	SearchFieldPlacement	15.0	yes	kind=struct; uses=0; apps=0
type	SearchPresentationToolbarBehavior	17.1	no	kind=struct; uses=0; apps=0
type	SearchScopeActivation	16.4	no	kind=struct; uses=0; apps=0
type	SearchSuggestionsPlacement	16.0	no	kind=struct; uses=0; apps=0
type	SearchUnavailableContent	17.0	no	kind=struct; uses=0; apps=0
type	SectionCollection	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SectionConfiguration	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SectionedFetchRequest	15.0	no	kind=property wrapper; uses=0; apps=0
type	SectionedFetchResults	15.0	no	kind=struct; uses=0; apps=0
type	SegmentedPickerStyle	13.0	yes	kind=style; uses=4; apps=2
type	SelectionShapeStyle	15.0	no	kind=style; uses=0; apps=0
type	SensoryFeedback	17.0	no	kind=struct; uses=0; apps=0
type	SeparatorShapeStyle	17.0	no	kind=style; uses=0; apps=0
type	SequenceGesture	13.0	no	kind=struct; uses=0; apps=0
type	Shader	17.0	no	kind=struct; uses=0; apps=0
type	ShaderFunction	17.0	no	kind=struct; uses=0; apps=0
type	ShaderLibrary	17.0	no	kind=struct; uses=0; apps=0
type	ShadowStyle	16.0	no	kind=struct; uses=0; apps=0
type	Shape	13.0	yes	kind=protocol; uses=16; apps=6
type	ShapeRole	15.0	no	kind=enum; uses=0; apps=0
type	ShapeStyle	13.0	yes	kind=protocol; uses=22; apps=4
type	ShapeView	17.0	no	kind=protocol; uses=0; apps=0
type	SharePreview	16.0	no	kind=struct; uses=4; apps=2
type	SidebarAdaptableTabViewStyle	18.0	no	kind=style; iOS18 SDK only; uses=0; apps=0
type	SidebarCommands	14.0	no	kind=struct; uses=0; apps=0
type	SidebarListStyle	14.0	yes	kind=style; uses=0; apps=0
type	SidebarRowSize	16.0	no	kind=enum; uses=0; apps=0
type	SimultaneousGesture	13.0	no	kind=struct; uses=0; apps=0
type	SizeDependentTextVariant	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SlideTransition	17.0	no	kind=struct; uses=0; apps=0
type	SpatialEventCollection	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SpatialEventGesture	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	SpatialTapGesture	16.0	no	kind=struct; uses=1; apps=1
type	Spring	17.0	no	kind=struct; uses=0; apps=0
type	SpringKeyframe	17.0	no	kind=struct; uses=0; apps=0
type	SpringLoadingBehavior	17.0	no	kind=struct; uses=0; apps=0
type	StackNavigationViewStyle	13.0	yes	kind=style; deprecated; uses=6; apps=3
type	State	13.0	yes	kind=property wrapper; uses=886; apps=7
type	StateObject	14.0	yes	kind=property wrapper; uses=154; apps=7
type	StrokeStyle	13.0	yes	kind=struct; uses=35; apps=7
type	SubmitLabel	15.0	yes	kind=struct; uses=0; apps=0
type	SubmitTriggers	15.0	yes	kind=struct; uses=0; apps=0
type	SwitchToggleStyle	13.0	yes	kind=style; uses=1; apps=1
type	SymbolEffectTransition	17.0	no	kind=struct; uses=0; apps=0
type	SymbolRenderingMode	15.0	no	kind=struct; uses=0; apps=0
type	SymbolVariants	15.0	no	kind=struct; uses=0; apps=0
type	SystemFormatStyle	18.0	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	Tab	18.0	yes	kind=struct; iOS18 SDK only; uses=4; apps=2
type	TabBarOnlyTabViewStyle	18.0	no	kind=style; iOS18 SDK only; uses=0; apps=0
type	TabBarPlacement	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TabContent	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	TabContentBuilder	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TabCustomizationBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TableColumn	16.0	no	kind=struct; uses=6; apps=1
type	TableColumnAlignment	17.0	no	kind=struct; uses=0; apps=0
type	TableColumnBuilder	16.0	no	kind=struct; uses=0; apps=0
type	TableColumnContent	16.0	no	kind=protocol; uses=0; apps=0
type	TableColumnCustomization	17.0	no	kind=struct; uses=0; apps=0
type	TableColumnCustomizationBehavior	17.0	no	kind=struct; uses=0; apps=0
type	TableColumnForEach	17.4	no	kind=struct; uses=0; apps=0
type	TableForEachContent	16.0	no	kind=struct; uses=0; apps=0
type	TableHeaderRowContent	16.0	no	kind=struct; uses=0; apps=0
type	TableOutlineGroupContent	17.0	no	kind=struct; uses=0; apps=0
type	TableRow	16.0	no	kind=struct; uses=1; apps=1
type	TableRowBuilder	16.0	no	kind=struct; uses=0; apps=0
type	TableRowContent	16.0	no	kind=protocol; uses=0; apps=0
type	TableStyle	16.0	no	kind=protocol; uses=0; apps=0
type	TableStyleConfiguration	16.0	no	kind=struct; uses=0; apps=0
type	TabPlacement	18.0	no	kind=struct; iOS18 SDK only; uses=1; apps=1
type	TabRole	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TabSection	18.0	no	kind=struct; iOS18 SDK only; uses=1; apps=1
type	TabViewCustomization	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TabViewStyle	14.0	no	kind=protocol; uses=0; apps=0
type	TapGesture	13.0	yes	kind=struct; uses=5; apps=3
type	TextAlignment	13.0	yes	kind=enum; uses=2; apps=1
type	TextAttribute	17.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	TextEditingCommands	14.0	no	kind=struct; uses=0; apps=0
type	TextEditorStyle	17.0	no	kind=protocol; uses=0; apps=0
type	TextEditorStyleConfiguration	17.0	no	kind=struct; uses=0; apps=0
type	TextFieldStyle	13.0	yes	kind=protocol; uses=4; apps=1
type	TextFormattingCommands	14.0	no	kind=struct; uses=0; apps=0
type	TextInputAutocapitalization	15.0	yes	kind=struct; uses=1; apps=1
type	TextInputDictationActivation	17.0	no	kind=struct; uses=0; apps=0
type	TextInputDictationBehavior	17.0	no	kind=struct; uses=0; apps=0
type	TextProxy	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TextRenderer	17.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	TextSelectability	15.0	no	kind=protocol; uses=0; apps=0
type	TextSelection	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TextSelectionAffinity	18.0	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	TextVariantPreference	18.0	no	kind=protocol; iOS18 SDK only; uses=0; apps=0
type	TimeDataSource	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	TimelineSchedule	15.0	no	kind=protocol; uses=0; apps=0
type	TimelineScheduleMode	15.0	no	kind=enum; uses=0; apps=0
type	TimelineViewDefaultContext	15.0	no	kind=typealias; uses=0; apps=0
type	TintShapeStyle	15.0	yes	kind=style; uses=0; apps=0
type	TitleAndIconLabelStyle	14.5	yes	kind=style; uses=0; apps=0
type	TitleOnlyLabelStyle	14.0	yes	kind=style; uses=0; apps=0
type	ToggleStyle	13.0	yes	kind=protocol; uses=5; apps=2
type	ToggleStyleConfiguration	13.0	no	kind=struct; uses=0; apps=0
type	ToolbarCommands	14.0	no	kind=struct; uses=0; apps=0
type	ToolbarContent	14.0	yes	kind=protocol; uses=89; apps=2
type	ToolbarContentBuilder	14.0	yes	kind=struct; uses=46; apps=2
type	ToolbarCustomizationBehavior	16.0	no	kind=struct; uses=0; apps=0
type	ToolbarCustomizationOptions	16.0	no	kind=struct; uses=0; apps=0
type	ToolbarDefaultItemKind	17.0	no	kind=struct; uses=0; apps=0
type	ToolbarItem	14.0	yes	kind=struct; uses=231; apps=9
type	ToolbarItemGroup	14.0	yes	kind=struct; uses=16; apps=7
type	ToolbarItemPlacement	14.0	yes	kind=struct; uses=2; apps=1
type	ToolbarLabelStyle	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ToolbarPlacement	16.0	yes	kind=struct; uses=0; apps=0
type	ToolbarRole	16.0	no	kind=struct; uses=1; apps=1
type	ToolbarTitleDisplayMode	17.0	yes	kind=struct; uses=0; apps=0
type	ToolbarTitleMenu	16.0	no	kind=struct; uses=3; apps=2
type	Transaction	13.0	yes	kind=struct; uses=22; apps=3
type	TransactionKey	17.0	no	kind=protocol; uses=0; apps=0
type	Transition	17.0	no	kind=protocol; uses=2; apps=1
type	TransitionPhase	17.0	no	kind=enum; uses=0; apps=0
type	TransitionProperties	17.0	no	kind=struct; uses=0; apps=0
type	TupleTableColumnContent	16.0	no	kind=struct; uses=0; apps=0
type	TupleTableRowContent	16.0	no	kind=struct; uses=0; apps=0
type	TypesettingLanguage	17.0	no	kind=struct; uses=0; apps=0
type	UnitCurve	17.0	no	kind=struct; uses=0; apps=0
type	UnitPoint	13.0	yes	kind=struct; uses=44; apps=5
type	UserInterfaceSizeClass	13.0	yes	kind=enum; uses=1; apps=1
type	VectorArithmetic	13.0	no	kind=protocol; uses=0; apps=0
type	VerticalAlignment	13.0	yes	kind=struct; uses=18; apps=5
type	VerticalDirection	18.0	no	kind=enum; iOS18 SDK only; uses=0; apps=0
type	VerticalEdge	15.0	yes	kind=enum; uses=1; apps=1
type	View	13.0	yes	kind=protocol; uses=5783; apps=11
type	ViewAlignedScrollTargetBehavior	17.0	no	kind=struct; uses=0; apps=0
type	ViewBuilder	13.0	yes	kind=struct; uses=942; apps=11
type	ViewDimensions	13.0	no	kind=struct; uses=2; apps=2
type	ViewModifier	13.0	yes	kind=protocol; uses=108; apps=11
type	ViewSpacing	16.0	no	kind=struct; uses=2; apps=1
type	Visibility	15.0	yes	kind=enum; uses=10; apps=2
type	VisualEffect	17.0	no	kind=protocol; uses=0; apps=0
type	VStackLayout	16.0	no	kind=struct; uses=1; apps=1
type	WheelDatePickerStyle	13.0	yes	kind=style; uses=0; apps=0
type	WheelPickerStyle	13.0	yes	kind=style; uses=29; apps=1
type	WindowBackgroundShapeStyle	17.0	no	kind=style; uses=0; apps=0
type	WindowManagerRole	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	WindowResizability	17.0	no	kind=struct; uses=0; apps=0
type	WindowToolbarFullScreenVisibility	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	WritingToolsBehavior	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ZoomNavigationTransition	18.0	no	kind=struct; iOS18 SDK only; uses=0; apps=0
type	ZStackLayout	16.0	no	kind=struct; uses=1; apps=1
scene	DocumentGroup	14.0	no	uses=0; apps=0
scene	DocumentGroupLaunchScene	18.0	no	iOS18 SDK only; uses=0; apps=0
scene	WindowGroup	14.0	yes	uses=54; apps=11
scene_modifier	backgroundTask	16.0	no	uses=0; apps=0
scene_modifier	commands	14.0	no	uses=3; apps=2
scene_modifier	commandsRemoved	16.0	no	uses=0; apps=0
scene_modifier	commandsReplaced	16.0	no	uses=0; apps=0
scene_modifier	defaultAppStorage	14.0	no	uses~0 (shared name, not counted)
scene_modifier	defaultSize	17.0	no	uses=5; apps=3
scene_modifier	environment	14.0	no	uses~261 (shared name, not counted)
scene_modifier	environmentObject	17.0	no	uses~160 (shared name, not counted)
scene_modifier	handlesExternalEvents	14.0	no	uses~1 (shared name, not counted)
scene_modifier	onChange	14.0	no	uses~346 (shared name, not counted)
scene_modifier	persistentSystemOverlays	18.0	no	iOS18 SDK only; uses~1 (shared name, not counted)
scene_modifier	restorationBehavior	18.0	no	iOS18 SDK only; uses=0; apps=0
scene_modifier	transformEnvironment	17.0	no	uses~0 (shared name, not counted)
scene_modifier	windowManagerRole	18.0	no	iOS18 SDK only; uses=0; apps=0
scene_modifier	windowResizability	17.0	no	uses=4; apps=2
scene_modifier	windowToolbarLabelStyle	18.0	no	iOS18 SDK only; uses=0; apps=0
function	withAnimation	13.0	yes	uses=203; apps=10
function	withTransaction	13.0	yes	uses=23; apps=3
"""#
}
