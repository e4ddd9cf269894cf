#import "LoginViewController.h"
#define VFL(format) [NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]
#define kPadding @"[broken"

static NSString *const kTitle = @"H:|[title]|";  // not a call

@implementation LoginViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UILabel *title = [UILabel new];
    UITextField *field = [UITextField new];
    UIButton *button = [UIButton new];
    NSDictionary *views = NSDictionaryOfVariableBindings(title, field, button);
    NSDictionary *metrics = @{@"margin": @20, @"buttonHeight": @44};
    char quote = '"';  // a character literal is not a string
    // [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[nope" options:0 metrics:nil views:views];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-margin-[title]-margin-|"
                                                                      options:0
                                                                      metrics:metrics
                                                                        views:views]];
    [self.view addConstraints:[NSLayoutConstraint
        constraintsWithVisualFormat:@"V:|-margin-[title]-[field]-"
                                    @"[buton(buttonHeight)]"
                            options:NSLayoutFormatAlignAllLeading | NSLayoutFormatAlignAllTrailing
                            metrics:metrics
                              views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[field]-[button]-|"
                                                                      options:NSLayoutFormatAlignAllLeft
                                                                      metrics:nil
                                                                        views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[field(>=100@hugPriority)"
                                                                      options:0
                                                                      metrics:metrics
                                                                        views:views]];
    NSString *format = [NSString stringWithFormat:@"H:|-%d-[field]-|", 8];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
    (void)quote;
}

@end
